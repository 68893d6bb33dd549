import type { APIRequestContext } from "@playwright/test";
import { getAllPosts } from "../../../src/posts/seed-articles";
import { projectsFor } from "../../../src/projects/projects";
import { siteRoutes } from "../../../src/site/routes";
import { defaultSiteFacts } from "@/business/site-facts";
import { localePath, withoutLocale } from "@/lib/i18n/locale";

const projects = projectsFor(defaultSiteFacts);

/** The structured data each family of page must carry, by path prefix. */
export function expectedJsonLdTypes(localizedPath: string): string[] {
  const path = withoutLocale(localizedPath);
  if (path === "/") return ["HomeAndConstructionBusiness", "WebSite"];
  if (path === "/services/kitchen-remodeling" || path === "/services/bathroom-remodeling")
    return ["Service", "HowTo", "BreadcrumbList"];
  if (path.startsWith("/services/")) return ["Service", "BreadcrumbList"];
  if (path.startsWith("/service-area/")) return ["HomeAndConstructionBusiness", "BreadcrumbList"];
  if (path.startsWith("/ideas/") || path.startsWith("/projects/"))
    return ["Article", "BreadcrumbList"];
  if (path.startsWith("/blog/")) return ["BlogPosting", "BreadcrumbList"];
  if (path === "/faq") return ["FAQPage", "BreadcrumbList"];
  if (path.startsWith("/tools/")) return ["WebApplication", "BreadcrumbList"];
  return ["BreadcrumbList"];
}

/** Every page of a freshly seeded server: the test server starts with the seeded content. */
export const routePaths = siteRoutes({
  projects: projects.map((project) => project.slug),
  posts: getAllPosts(),
}).map((route) => route.path);

/** The same pages in the Spanish edition: the seeded server writes every one in Spanish too. */
export const spanishRoutePaths = routePaths.map((path) => localePath("es", path));

/**
 * One Spanish page of each family (the home, each service, city, idea … kind once), for the
 * checks that load a page in the browser: the families share their templates.
 */
export const sampledSpanishPaths = spanishRoutePaths.filter(
  (path, index, all) => all.findIndex((other) => familyOf(other) === familyOf(path)) === index,
);

function familyOf(path: string) {
  const [, , first = "", second = ""] = path.split("/");
  return ["services", "service-area", "ideas", "projects", "blog", "tools"].includes(first) &&
    second
    ? first
    : path;
}

/** The addresses a sitemap lists. */
export const sitemapUrls = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));

/** The path of every page the server's sitemap lists, as a visitor of that server fetches it. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return sitemapUrls(xml).map((url) => new URL(url).pathname);
}
