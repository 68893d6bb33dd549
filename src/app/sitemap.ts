import type { MetadataRoute } from "next";
import { publishedPosts } from "@/posts/public";
import { shownProjects } from "@/projects/public";
import { siteRoutes, sitemapEntries } from "@/site/routes";

/**
 * The projects and articles this server's admin publishes, in each edition they are written in:
 * kept in the page cache until one of them changes (their collections forget it).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [projects, posts, spanishProjects, spanishPosts] = await Promise.all([
    shownProjects(),
    publishedPosts(),
    shownProjects("es"),
    publishedPosts("es"),
  ]);
  const slugs = (entries: readonly { slug: string }[]) => entries.map((entry) => entry.slug);
  return sitemapEntries(
    siteRoutes({
      projects: slugs(projects),
      posts,
      inSpanish: { projects: slugs(spanishProjects), posts: slugs(spanishPosts) },
    }),
  );
}
