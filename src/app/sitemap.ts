import type { MetadataRoute } from "next";
import { publishedPosts } from "@/posts/public";
import { shownProjects } from "@/projects/public";
import { siteRoutes, sitemapEntries } from "@/site/routes";

/**
 * The projects and articles this server's admin publishes: kept in the page cache until one of
 * them changes (their collections forget it).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [projects, posts] = await Promise.all([shownProjects(), publishedPosts()]);
  return sitemapEntries(siteRoutes({ projects: projects.map((project) => project.slug), posts }));
}
