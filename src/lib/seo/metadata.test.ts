import { describe, expect, it } from "vitest";
import { brandedTitle, buildMetadata, MAX_TITLE_LENGTH } from "./metadata";
import { defaultSiteFacts, defaultSiteFactsIn } from "@/business/site-facts";

const { business } = defaultSiteFacts;

describe("buildMetadata", () => {
  const meta = buildMetadata(defaultSiteFacts, {
    title: "Kitchen Remodeling",
    description: "Kitchens in Dallas.",
    path: "/services/kitchen-remodeling",
    ogKind: "service",
  });

  it("names the business in the document title and in the social previews", () => {
    expect(meta.title).toEqual({ absolute: `Kitchen Remodeling | ${business.name}` });
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

  it("marks noindex pages", () => {
    expect(
      buildMetadata(defaultSiteFacts, {
        title: "x",
        description: "y",
        path: "/admin",
        noIndex: true,
      }).robots,
    ).toEqual({ index: false, follow: false });
  });

  it("keeps the company name when the title would pass 70 characters, cutting the page's words", () => {
    const title = "Kitchen Remodel Cost Breakdown: 2025 Guide for Dallas Homeowners";
    const long = buildMetadata(defaultSiteFacts, { title, description: "y", path: "/blog/x" });
    expect(`${title} | ${business.name}`.length).toBeGreaterThan(MAX_TITLE_LENGTH);
    expect(long.title).toEqual({ absolute: `Kitchen Remodel Cost Breakdown | ${business.name}` });
    expect(long.openGraph?.title).toBe(`${title} | ${business.name}`);
  });

  it("brands a home title that lacks the name, and keeps one that has it", () => {
    const home = { description: "y", path: "/", absoluteTitle: true };
    expect(
      buildMetadata(defaultSiteFacts, { ...home, title: `${business.name} | Dallas` }).title,
    ).toEqual({ absolute: `${business.name} | Dallas` });
    expect(buildMetadata(defaultSiteFacts, { ...home, title: "Dallas Remodeling" }).title).toEqual({
      absolute: `Dallas Remodeling | ${business.name}`,
    });
  });

  it("uses a page's own social image when it has one", () => {
    const article = buildMetadata(defaultSiteFacts, {
      title: "Permits",
      description: "y",
      path: "/blog/permits",
      ogKind: "article",
      ogImage: "/og/article/permits",
    });
    expect(article.openGraph?.images).toEqual([
      expect.objectContaining({ url: "/og/article/permits", width: 1200, height: 630 }),
    ]);
    expect(article.twitter?.images).toEqual(["/og/article/permits"]);
  });
});

describe("brandedTitle", () => {
  const name = "Trinity Oak Remodeling";

  it("appends the name to a title that fits", () => {
    expect(brandedTitle("Page not found", name)).toBe(`Page not found | ${name}`);
  });

  it("shortens a long title to its lead clause, or shows it whole without the name, within 70", () => {
    const cases = {
      "How to Spot a Shady Contractor: 12 Red Flags Before You Sign": `How to Spot a Shady Contractor | ${name}`,
      "Small Bathroom Remodel Ideas That Don't Blow Your Budget":
        "Small Bathroom Remodel Ideas That Don't Blow Your Budget",
      "Who Is the Best Remodeling Contractor Near Me? Here's How to Tell":
        "Who Is the Best Remodeling Contractor Near Me? Here's How to Tell",
    };
    for (const [title, expected] of Object.entries(cases)) {
      expect(brandedTitle(title, name)).toBe(expected);
      // As the HTML writes it: an apostrophe is &#x27;.
      expect(expected.replaceAll("'", "&#x27;").length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    }
  });

  it("keeps some of the page's words however long the name", () => {
    const longName = "The Very Long Family Name Remodeling and Construction Company of Texas";
    const faq = "Frequently Asked Questions About Remodeling";
    expect(brandedTitle(faq, longName)).toBe(faq);
    const tooLong = `${faq} in Dallas, Plano, Richardson and Garland`;
    const title = brandedTitle(tooLong, longName);
    expect(title.endsWith(`… | ${longName}`)).toBe(true);
    expect(title.startsWith("Frequently Asked")).toBe(true);
  });

  describe("the two editions", () => {
    const page = { title: "Preguntas frecuentes", description: "Respuestas.", path: "/faq" };
    const spanish = buildMetadata(defaultSiteFactsIn.es, page);
    const english = buildMetadata(defaultSiteFacts, { ...page, title: "FAQ" });
    const twins = { "en-US": "/faq", "es-US": "/es/faq", "x-default": "/faq" };

    it("gives the Spanish page its /es canonical, es_US preview and the same twins", () => {
      expect(spanish.alternates?.canonical).toBe("/es/faq");
      expect(spanish.openGraph).toMatchObject({ url: "/es/faq", locale: "es_US" });
      expect(spanish.openGraph).toMatchObject({ alternateLocale: ["en_US"] });
      expect(spanish.alternates?.languages).toEqual(twins);
      expect(english.alternates?.languages).toEqual(twins);
      expect(english.openGraph).toMatchObject({ locale: "en_US", alternateLocale: ["es_US"] });
    });

    it("names no twin for a page in one edition, nor for a noindex page", () => {
      const alone = buildMetadata(defaultSiteFacts, { ...page, editions: ["en"] });
      expect(alone.alternates?.languages).toBeUndefined();
      const hidden = buildMetadata(defaultSiteFactsIn.es, { ...page, noIndex: true });
      expect(hidden.alternates?.languages).toBeUndefined();
      expect(hidden.alternates?.canonical).toBe("/es/faq");
    });

    it("links the English feed from English pages only", () => {
      expect(english.alternates?.types).toBeDefined();
      expect(spanish.alternates?.types).toBeUndefined();
    });
  });
});
