import { describe, expect, it } from "vitest";
import { isAdminPagePath, siteRoutes, sitemapEntries } from "./routes";
import { defaultSiteFacts } from "@/business/site-facts";

const { business } = defaultSiteFacts;

const admin = {
  projects: ["kitchen-in-plano", "patio-in-allen"],
  posts: [{ slug: "permits-in-dallas", dateModified: "2026-11-01" }],
};

describe("route list and sitemap", () => {
  it("the sitemap holds exactly the route list, as absolute URLs", () => {
    const urls = sitemapEntries(siteRoutes(admin)).map((entry) => entry.url);
    expect(urls).toEqual(siteRoutes(admin).map((route) => `${business.siteUrl}${route.path}`));
  });

  it("lists the projects the admin shows, and no other", () => {
    const paths = siteRoutes(admin).map((route) => route.path);
    expect(paths.filter((path) => path.startsWith("/projects/"))).toEqual([
      "/projects/kitchen-in-plano",
      "/projects/patio-in-allen",
    ]);
    const none = siteRoutes({ projects: [], posts: [] });
    expect(none.some((r) => /^\/(projects|blog)\//.test(r.path))).toBe(false);
  });

  it("lists the published articles with the day each was last revised", () => {
    const article = siteRoutes(admin).find((route) => route.path.startsWith("/blog/"));
    expect(article).toMatchObject({ path: "/blog/permits-in-dallas", lastModified: "2026-11-01" });
  });

  it("routes are unique, start with / and never include admin or api paths", () => {
    const paths = siteRoutes(admin).map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      expect(path.startsWith("/")).toBe(true);
      expect(path).not.toMatch(/^\/(admin|api|cms)/);
    }
  });

  it("accepts any project or article address the admin allows as a breadcrumb target, nothing else", () => {
    expect(isAdminPagePath("/projects/kitchen-in-plano")).toBe(true);
    expect(isAdminPagePath("/projects/Kitchen")).toBe(false);
    expect(isAdminPagePath("/projects/")).toBe(false);
    expect(isAdminPagePath("/blog/permits-in-dallas")).toBe(true);
    expect(isAdminPagePath("/blog/Permits")).toBe(false);
    expect(isAdminPagePath("/ideas/anything")).toBe(false);
  });
});
