import type { MetadataRoute } from "next";
import { publishedPosts } from "@/posts/public";
import { shownProjects } from "@/projects/public";
import { siteRoutes, sitemapEntries } from "@/site/routes";

/** Built per request: it lists the projects and articles this server's admin publishes. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [projects, posts] = await Promise.all([shownProjects(), publishedPosts()]);
  return sitemapEntries(siteRoutes({ projects: projects.map((project) => project.slug), posts }));
}
