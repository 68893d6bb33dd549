import type { MetadataRoute } from "next";
import { shownProjects } from "@/cms/public/projects";
import { siteRoutes, sitemapEntries } from "@/lib/seo/routes";

/** Built per request: it lists the projects this server's admin shows. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const projects = await shownProjects();
  return sitemapEntries(siteRoutes({ projects: projects.map((project) => project.slug) }));
}
