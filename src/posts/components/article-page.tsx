import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { JsonLdScript } from "@/components/ui/json-ld";
import { ArticleCta } from "@/posts/components/article-cta";
import { EnglishOnlyNote } from "@/posts/components/english-only-note";
import { PostArticle } from "@/posts/components/post-article";
import { PreviewBanner } from "@/posts/components/preview-banner";
import { PostGrid } from "@/posts/components/post-grid";
import { publishedPost, publishedPosts } from "@/posts/public";
import { articleInView } from "@/posts/preview";
import { articleWordCount } from "@/posts/article-text";
import {
  articleImagePath,
  blogCopyIn,
  readTimeFor,
  relatedPosts,
  type BlogPost,
  type PreviewState,
} from "@/posts/blog";
import { blogPostJsonLd } from "@/site";
import { buildMetadata } from "@/lib/seo/metadata";
import { siteFacts } from "@/site/server";
import { localePath, locales, type Locale } from "@/lib/i18n/locale";

type InView = { post: BlogPost | undefined; preview?: PreviewState; textLocale: Locale };

/**
 * The article an edition's page shows: its own; in Spanish, one not yet written in Spanish is
 * shown in English (its read time in Spanish words), under a note and kept out of search.
 */
async function articleFor(locale: Locale, slug: string): Promise<InView> {
  const own = await articleInView(slug, locale);
  if (own.post || locale === "en") return { ...own, textLocale: locale };
  const english = await articleInView(slug, "en");
  if (!english.post) return { post: undefined, textLocale: "en" };
  const readTime = readTimeFor(articleWordCount(english.post.content), locale);
  return { ...english, post: { ...english.post, readTime }, textLocale: "en" };
}

export async function articleMetadata(locale: Locale, slug: string): Promise<Metadata> {
  const { post, preview, textLocale } = await articleFor(locale, slug);
  if (!post) return {};
  const facts = await siteFacts(locale);
  const inSpanish =
    locale === "es" ? textLocale === "es" : Boolean(await publishedPost(slug, "es"));
  const metadata = buildMetadata(facts, {
    title: post.title,
    description: post.excerpt,
    path: post.path,
    ogKind: "article",
    ogImage: articleImagePath(post, facts.business.name, textLocale),
    ogType: "article",
    publishedTime: post.date,
    modifiedTime: post.updated,
    editions: inSpanish ? locales : ["en"],
    // The English text at a Spanish address is the English page's, which search engines index.
    noIndex: textLocale !== locale,
  });
  // A draft shown to the signed-in owner is never indexed.
  return preview ? { ...metadata, robots: { index: false, follow: false } } : metadata;
}

/** /blog/<slug> in an edition: the article, its call to action and the related articles. */
export async function ArticlePage({ locale, slug }: { locale: Locale; slug: string }) {
  const [{ post, preview, textLocale }, posts, facts] = await Promise.all([
    articleFor(locale, slug),
    publishedPosts(locale),
    siteFacts(locale),
  ]);
  if (!post) notFound();
  const inOwnLanguage = textLocale === locale;
  return (
    <>
      {preview ? (
        <PreviewBanner status={preview} path={localePath(locale, post.path)} locale={locale} />
      ) : null}
      <Breadcrumbs
        trail={[
          { name: blogCopyIn[locale].crumb, path: "/resources" },
          { name: post.title, path: post.path },
        ]}
        locale={locale}
      />
      {inOwnLanguage ? null : <EnglishOnlyNote />}
      <PostArticle
        post={post}
        byline={blogCopyIn[locale].byline(facts.business.name)}
        locale={locale}
        textLocale={textLocale}
      />
      {/* The author's button is worded in the article's language: another one gets the form's. */}
      <ArticleCta cta={inOwnLanguage ? post.cta : undefined} locale={locale} />
      <PostGrid kind="related" posts={relatedPosts(post, posts)} locale={locale} />
      {inOwnLanguage ? <JsonLdScript data={blogPostJsonLd(facts, post)} /> : null}
    </>
  );
}
