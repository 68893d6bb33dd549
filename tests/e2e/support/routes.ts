import { getAllPosts } from "../../../src/posts/blog";
import { projectsFor } from "../../../src/projects/projects";
import { siteRoutes } from "../../../src/site/routes";
import { defaultSiteFacts } from "@/business/site-facts";

const projects = projectsFor(defaultSiteFacts);

/** The structured data each family of page must carry, by path prefix. */
export function expectedJsonLdTypes(path: string): string[] {
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
