import { describe, expect, it } from "vitest";
import { buildMetadata, MAX_TITLE_LENGTH } from "./metadata";
import { defaultSiteFacts } from "@/business/site-facts";

const { business } = defaultSiteFacts;

describe("buildMetadata", () => {
  const meta = buildMetadata(defaultSiteFacts, {
    title: "Kitchen Remodeling",
    description: "Kitchens in Dallas.",
    path: "/services/kitchen-remodeling",
    ogKind: "service",
  });

  it("uses the page title for the template and the full title for social previews", () => {
    expect(meta.title).toBe("Kitchen Remodeling");
    expect(meta.openGraph?.title).toBe(`Kitchen Remodeling | ${business.name}`);
    expect(meta.twitter?.title).toBe(`Kitchen Remodeling | ${business.name}`);
  });

  it("sets the canonical path, index,follow and an OG image for the page type", () => {
    expect(meta.alternates?.canonical).toBe("/services/kitchen-remodeling");
    expect(meta.robots).toEqual({ index: true, follow: true });
    expect(meta.openGraph).toMatchObject({
      url: "/services/kitchen-remodeling",
      images: [{ url: "/og/service", width: 1200, height: 630 }],
    });
  });

  it("marks noindex pages and keeps an absolute home title", () => {
    expect(
      buildMetadata(defaultSiteFacts, {
        title: "x",
        description: "y",
        path: "/admin",
        noIndex: true,
      }).robots,
    ).toEqual({ index: false, follow: false });
    expect(
      buildMetadata(defaultSiteFacts, {
        title: "Home",
        description: "y",
        path: "/",
        absoluteTitle: true,
      }).title,
    ).toEqual({ absolute: "Home" });
  });

  it("drops the company name when the title would pass 70 characters", () => {
    const title = "Kitchen Remodel Cost Breakdown: 2025 Guide for Dallas Homeowners";
    const long = buildMetadata(defaultSiteFacts, { title, description: "y", path: "/blog/x" });
    expect(`${title} | ${business.name}`.length).toBeGreaterThan(MAX_TITLE_LENGTH);
    expect(long.title).toEqual({ absolute: title });
    expect(long.openGraph?.title).toBe(title);
  });
});
