import { describe, expect, it } from "vitest";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { isCachedPage, notCachedPageSource } from "./cached-pages";
import { siteRoutes } from "./routes";
import { localePath } from "@/lib/i18n/locale";

const routes = siteRoutes({
  projects: ["kitchen-in-plano"],
  posts: [{ slug: "permits-in-dallas", dateModified: "2026-11-01" }],
}).map((route) => route.path);

// The way next.config matches a header rule's source.
const matchesBasePolicy = getPathMatch(notCachedPageSource, {
  removeUnnamedParams: true,
  strict: true,
});

describe("which pages the page cache answers", () => {
  it("every page of the sitemap but the contact page", () => {
    expect(routes.filter((path) => !isCachedPage(path))).toEqual(["/contact"]);
  });

  it("never the pages made per view, the admin, the API or the files", () => {
    for (const path of [
      "/contact",
      "/review-opt-out",
      "/preview",
      "/admin",
      "/admin/collections/leads",
      "/api/health",
      "/_next/static/chunks/main.js",
      "/sitemap.xml",
      "/faqs",
      "/blogs/x",
    ])
      expect(isCachedPage(path), path).toBe(false);
    expect(isCachedPage("/resources/category/cost-guides")).toBe(true);
  });

  it("the Spanish twin of a page exactly when the English page", () => {
    for (const path of [...routes, "/review-opt-out", "/book", "/faqs"])
      expect(isCachedPage(localePath("es", path)), path).toBe(isCachedPage(path));
    for (const path of ["/est", "/es-faq", "/esfaq", "/admin/es"])
      expect(isCachedPage(path), path).toBe(false);
  });

  it("next.config's base policy reaches exactly the responses that are not cached pages", () => {
    for (const path of [...routes, "/resources/category/cost-guides", "/ideas/category/kitchen"])
      expect(Boolean(matchesBasePolicy(path)), path).toBe(!isCachedPage(path));
    for (const path of ["/review-opt-out", "/api/health", "/_next/static/a.js", "/rss.xml", "/x"])
      expect(Boolean(matchesBasePolicy(path)), path).toBe(true);
    for (const path of [...routes.map((route) => localePath("es", route)), "/es/book", "/est"])
      expect(Boolean(matchesBasePolicy(path)), path).toBe(!isCachedPage(path));
  });
});
