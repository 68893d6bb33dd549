import type { Metadata } from "next";
import { ArrowLeft } from "@/components/ui/icons";
import { ArticleBody } from "@/posts/components/article-body";
import { PostCard } from "@/posts/components/post-card";
import { PostMeta } from "@/posts/components/post-meta";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { CtaBand } from "@/components/sections/cta-band";
import { JsonLdScript } from "@/components/ui/json-ld";
import { SiteImage } from "@/photos/components/site-image";
import { publishedPosts } from "@/posts/public";
import { articleInView } from "@/posts/preview";
import { PreviewBanner } from "@/posts/components/preview-banner";
import { blogCopy, categoryParam, relatedPosts } from "@/posts/blog";
import { notFound } from "next/navigation";
import { blogPostJsonLd } from "@/site/page-json-ld";
import { buildMetadata } from "@/lib/seo/metadata";
import { siteFacts } from "@/business/public";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { post, preview } = await articleInView((await params).slug);
  if (!post) return {};
  const metadata = buildMetadata(await siteFacts(), {
    title: post.title,
    description: post.excerpt,
    path: post.path,
    ogKind: "article",
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
      <article className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6">
        <header>
          <a
            href="/resources"
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-700 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" /> {blogCopy.backLabel}
          </a>
          <p className="mt-4">
            <a
              href={`/resources?category=${categoryParam(post.category)}`}
              className="inline-flex min-h-6 items-center rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-700/20 hover:bg-brand-100"
            >
              {post.category}
            </a>
          </p>
          <h1
            id="page-heading"
            className="mt-4 text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl"
          >
            {post.title}
          </h1>
          <p className="mt-5 text-xl text-slate-700">{post.excerpt}</p>
          <div className="mt-5">
            <PostMeta post={post} author={facts.business.editorialAuthor} />
          </div>
        </header>
        {post.hero ? (
          <SiteImage
            photo={post.hero}
            priority="wide"
            sizes="(min-width: 768px) 768px, 100vw"
            className="mt-8 h-auto w-full rounded-2xl shadow-lg"
          />
        ) : null}
        <ArticleBody content={post.content} />
      </article>

      <CtaBand
        heading={blogCopy.ctaHeading}
        text={blogCopy.ctaText}
        buttonLabel={post.cta.label}
        buttonHref={post.cta.href}
        phoneFirst
      />

      <section aria-labelledby="related-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="related-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          {blogCopy.relatedHeading}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {relatedPosts(post, posts).map((related) => (
            <li key={related.slug}>
              <PostCard post={related} />
            </li>
          ))}
        </ul>
      </section>
      <JsonLdScript data={blogPostJsonLd(facts, post)} />
    </>
  );
}
