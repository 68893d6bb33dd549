import { ResourcesPage, resourcesMetadata } from "@/posts/components/resources-page";
import { blogCategories, categoryParam } from "@/posts/blog";
import { wholeList } from "@/site/filtered-lists";

type Props = { params: Promise<{ category: string }> };

// The proxy answers /resources and /resources?category=… with these (site/filtered-lists.ts).
export const dynamicParams = false;
export const generateStaticParams = () =>
  [wholeList, ...blogCategories.map(categoryParam)].map((category) => ({ category }));
export const generateMetadata = () => resourcesMetadata("es");

export default async function ResourcesCategory({ params }: Props) {
  const { category } = await params;
  return <ResourcesPage locale="es" category={category === wholeList ? undefined : category} />;
}
