import { PageShell } from "@/components/sections/page-shell";
import { AllPosts } from "@/posts/components/all-posts";
import { PostGrid } from "@/posts/components/post-grid";
import { publishedPosts } from "@/posts/public";
import { blogCopyIn, postsListing } from "@/posts/blog";
import type { Locale } from "@/lib/i18n/locale";

/**
 * /resources, all articles or one category's (site/filtered-lists.ts), in an edition: the
 * Spanish list holds the articles written in Spanish.
 */
export async function ResourcesPage({ locale, category }: { locale: Locale; category?: string }) {
  const copy = blogCopyIn[locale];
  const posts = await publishedPosts(locale);
  const featured = posts.filter((post) => post.featured);
  const { visible, links, status } = postsListing(category, posts, locale);
  return (
    <PageShell
      locale={locale}
      trail={[{ name: copy.crumb, path: "/resources" }]}
      copy={{ ...copy, ctaHeading: copy.indexCtaHeading, ctaText: copy.indexCtaText }}
    >
      <PostGrid kind="featured" posts={featured} locale={locale} />
      <AllPosts posts={visible} links={links} status={status} locale={locale} />
    </PageShell>
  );
}
