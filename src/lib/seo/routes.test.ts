import { describe, expect, it } from "vitest";
import sitemap from "@/app/sitemap";
import { business } from "@/config/business";
import { siteRoutes } from "./routes";

describe("route list and sitemap", () => {
  it("the sitemap holds exactly the route list, as absolute URLs", () => {
    const urls = sitemap().map((entry) => entry.url);
    expect(urls).toEqual(siteRoutes().map((route) => `${business.siteUrl}${route.path}`));
  });

  it("routes are unique, start with / and never include admin or api paths", () => {
    const paths = siteRoutes().map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      expect(path.startsWith("/")).toBe(true);
      expect(path).not.toMatch(/^\/(admin|api)/);
    }
  });
});
