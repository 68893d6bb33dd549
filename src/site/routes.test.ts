import { describe, expect, it } from "vitest";
import { isAdminPagePath, siteRoutes, sitemapEntries } from "./routes";
import { defaultSiteFacts } from "@/business/site-facts";

const { business } = defaultSiteFacts;

const admin = {
  projects: ["kitchen-in-plano", "patio-in-allen"],
  posts: [{ slug: "permits-in-dallas", dateModified: "2026-11-01" }],
};

describe("route list and sitemap", () => {
  it("the sitemap holds exactly the route list in both editions, as absolute URLs", () => {
    const urls = sitemapEntries(siteRoutes(admin)).map((entry) => entry.url);
    expect(urls).toEqual(
      siteRoutes(admin).flatMap((route) => [
        `${business.siteUrl}${route.path}`,
        ...(route.editions.includes("es")
          ? [`${business.siteUrl}${route.path === "/" ? "/es" : `/es${route.path}`}`]
          : []),
      ]),
    );
  });

  it("names each page's twin and the English default beside both editions", () => {
    const entries = sitemapEntries(siteRoutes(admin));
    const faq = entries.filter((entry) => entry.url.endsWith("/faq"));
    const languages = {
      "en-US": `${business.siteUrl}/faq`,
      "es-US": `${business.siteUrl}/es/faq`,
      "x-default": `${business.siteUrl}/faq`,
    };
    expect(faq.map((entry) => entry.url)).toEqual([languages["en-US"], languages["es-US"]]);
    for (const entry of faq) expect(entry.alternates?.languages).toEqual(languages);
  });

  it("lists an admin page lacking Spanish in English only, with no twin", () => {
    const routes = siteRoutes({
      ...admin,
      inSpanish: { projects: ["kitchen-in-plano"], posts: [] },
    });
    const urls = sitemapEntries(routes).map((entry) => entry.url.replace(business.siteUrl, ""));
    expect(urls).toContain("/es/projects/kitchen-in-plano");
    expect(urls).toContain("/projects/patio-in-allen");
    expect(urls).not.toContain("/es/projects/patio-in-allen");
    expect(urls).not.toContain("/es/blog/permits-in-dallas");
    const article = sitemapEntries(routes).find((entry) =>
      entry.url.endsWith("/permits-in-dallas"),
    );
    expect(article?.alternates).toBeUndefined();
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
