import { IdeaDetailPage, ideaDetailMetadata } from "@/ideas/components/idea-detail-page";
import { ideaSlugs } from "@/ideas/ideas";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => ideaSlugs.map((slug) => ({ slug }));

export const generateMetadata = async ({ params }: Props) =>
  ideaDetailMetadata("en", (await params).slug);

export default async function IdeaPage({ params }: Props) {
  return <IdeaDetailPage locale="en" slug={(await params).slug} />;
}
