import { ArticlePage, articleMetadata } from "@/posts/components/article-page";

type Props = { params: Promise<{ slug: string }> };

// Articles come and go in the admin: each is rendered on its first view and kept.
export const generateStaticParams = async (): Promise<{ slug: string }[]> => [];

export const generateMetadata = async ({ params }: Props) =>
  articleMetadata("en", (await params).slug);

export default async function BlogPostPage({ params }: Props) {
  return <ArticlePage locale="en" slug={(await params).slug} />;
}
