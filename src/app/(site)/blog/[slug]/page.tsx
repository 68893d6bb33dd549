import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { JsonLdScript } from "@/components/ui/json-ld";
import { ArticleCta } from "@/posts/components/article-cta";
import { PostArticle } from "@/posts/components/post-article";
import { PreviewBanner } from "@/posts/components/preview-banner";
import { PostGrid } from "@/posts/components/post-grid";
import { publishedPosts } from "@/posts/public";
import { articleInView } from "@/posts/preview";
import { articleImagePath, relatedPosts } from "@/posts/blog";
import { blogPostJsonLd } from "@/site/page-json-ld";
import { buildMetadata } from "@/lib/seo/metadata";
import { siteFacts } from "@/business/public";

type Props = { params: Promise<{ slug: string }> };

// Articles come and go in the admin: each is rendered on its first view and kept.
export const generateStaticParams = async (): Promise<{ slug: string }[]> => [];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { post, preview } = await articleInView((await params).slug);
  if (!post) return {};
  const facts = await siteFacts();
  const metadata = buildMetadata(facts, {
    title: post.title,
    description: post.excerpt,
    path: post.path,
    ogKind: "article",
    ogImage: articleImagePath(post, facts.business.name),
    ogType: "article",
    publishedTime: post.date,
    modifiedTime: post.updated,
  });
  // A draft shown to the signed-in owner is never indexed.
  return preview ? { ...metadata, robots: { index: false, follow: false } } : metadata;
}

export default async function BlogPostPage({ params }: Props) {
  const { slug } = await params;
  const [{ post, preview }, posts, facts] = await Promise.all([
    articleInView(slug),
    publishedPosts(),
    siteFacts(),
  ]);
  if (!post) notFound();

  return (
    <>
      {preview ? <PreviewBanner status={preview} path={post.path} /> : null}
      <Breadcrumbs
        trail={[
          { name: "Resources", path: "/resources" },
          { name: post.title, path: post.path },
        ]}
      />
      <PostArticle post={post} author={facts.business.editorialAuthor} />
      <ArticleCta cta={post.cta} />
      <PostGrid kind="related" posts={relatedPosts(post, posts)} />
      <JsonLdScript data={blogPostJsonLd(facts, post)} />
    </>
  );
}
