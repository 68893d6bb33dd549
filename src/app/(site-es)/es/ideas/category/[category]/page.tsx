import { IdeasPage, ideasMetadata } from "@/ideas/components/ideas-page";
import { categoryParam, ideaCategories } from "@/ideas/ideas";
import { wholeList } from "@/site/filtered-lists";

type Props = { params: Promise<{ category: string }> };

// The proxy answers /es/ideas and /es/ideas?category=… with these (site/filtered-lists.ts).
export const dynamicParams = false;
export const generateStaticParams = () =>
  [wholeList, ...ideaCategories.map(categoryParam)].map((category) => ({ category }));
export const generateMetadata = () => ideasMetadata("es");

export default async function IdeasCategory({ params }: Props) {
  const { category } = await params;
  return <IdeasPage locale="es" category={category === wholeList ? undefined : category} />;
}
