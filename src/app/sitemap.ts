import type { MetadataRoute } from "next";
import { publishedPosts } from "@/cms/public/posts";
import { shownProjects } from "@/cms/public/projects";
import { siteRoutes, sitemapEntries } from "@/lib/seo/routes";

/** Built per request: it lists the projects and articles this server's admin publishes. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [projects, posts] = await Promise.all([shownProjects(), publishedPosts()]);
  return sitemapEntries(siteRoutes({ projects: projects.map((project) => project.slug), posts }));
}
