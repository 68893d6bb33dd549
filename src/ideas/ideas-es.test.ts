import { describe, expect, it } from "vitest";
import { defaultSiteFactsIn, withServicePackages } from "@/business/site-facts";
import { englishLeftovers, stringsIn } from "@/lib/i18n/english-leftovers";
import { localePath, locales } from "@/lib/i18n/locale";
import { servicePath, services } from "@/services/catalog";
import { priceText } from "@/business/packages";
import { timelineText } from "@/business/timelines";
import { filteredListPage, wholeList } from "@/site/filtered-lists";
import { siteRoutes } from "@/site/routes";
import { ideaCategories, ideaPageSchema, ideaSeasons, ideaSlugs } from "./idea-schema";
import { ideaPageLabelsIn } from "./idea-labels";
import { categoryParam, getIdeaPage, ideaPagesFor, ideaPath, ideasListing } from "./ideas";
import { ideasIndexIn } from "./ideas-index";

const { en: englishFacts, es: spanishFacts } = defaultSiteFactsIn;
const english = ideaPagesFor(englishFacts);
const spanish = ideaPagesFor(spanishFacts);
const pairs = english.map((page, index) => [page.slug, page, spanish[index]!] as const);

/**
 * The numbers a text states, compared across editions: "$45K" and "$45,000" are both 45000,
 * "500-1200" and "500-1,200" both 500 and 1200, and the English decade "1970s" is the Spanish
 * "años 70".
 */
function numbersIn(value: unknown): string[] {
  const text = stringsIn(value)
    .map(({ at, text }) => (/(slug|imageId|serviceSlug)$/.test(at) ? "" : text))
    .join(" ");
  const found = [...text.matchAll(/\$?(\d{1,3}(?:,\d{3})+|\d+)(K|M)?/g)].map((match) => {
    const amount = Number(match[1]!.replaceAll(",", ""));
    const multiplier = match[2] === "K" ? 1_000 : match[2] === "M" ? 1_000_000 : 1;
    const whole = amount * multiplier;
    return String(whole >= 1950 && whole < 2000 ? whole % 100 : whole);
  });
  return [...new Set(found)].sort();
}

/** Every Spanish label, with each category, season and service it is asked about. */
const spanishLabels = () => {
  const labels = ideaPageLabelsIn.es;
  return {
    ...labels,
    perCategory: ideaCategories.map((category) => ({
      category: labels.category(category),
      eyebrow: labels.eyebrow(category),
      pictures: labels.picturesLabel(category),
      see: labels.seeIdeas(category),
      cta: labels.ctaHeading(category),
    })),
    seasons: ideaSeasons.map(labels.season),
    services: services.map((service) => labels.serviceLink(service.slug)),
  };
};

describe("the Spanish idea pages", () => {
  it("are the English pages' six, in the same order, parsed by the same schema", () => {
    expect(spanish.map((p) => p.slug)).toEqual([...ideaSlugs]);
    for (const [slug, en, es] of pairs) {
      expect(ideaPageSchema.safeParse(es).success, slug).toBe(true);
      expect([es.category, es.serviceSlug, es.card.imageId]).toEqual([
        en.category,
        en.serviceSlug,
        en.card.imageId,
      ]);
      expect(es.gallery.map((g) => g.imageId)).toEqual(en.gallery.map((g) => g.imageId));
      expect(es.seasons?.map((s) => s.season)).toEqual(en.seasons?.map((s) => s.season));
      for (const list of ["possibilities", "expectations", "interiorList", "exteriorList"] as const)
        expect(es[list]?.length, `${slug} ${list}`).toBe(en[list]?.length);
    }
  });

  it.each(pairs)("%s quotes the English page's budget, build time and size", (_, en, es) => {
    expect(es.stats.investment).toBe(priceText(en.stats.investment, "es"));
    expect(es.card.budget).toBe(es.stats.investment);
    expect(es.card.timeline).toBe(es.stats.timeline);
    expect(es.stats.timeline).toMatch(/^de \d+ a \d+ (semanas|meses) de obra$/);
    expect(numbersIn(es.stats)).toEqual(numbersIn(en.stats));
  });

  it.each(pairs)("%s states the same numbers as the English, and no others", (_, en, es) => {
    expect(numbersIn(es)).toEqual(numbersIn(en));
  });

  it("prints figures the Spanish way", () => {
    const addition = getIdeaPage(spanishFacts, "addition-inspiration")!;
    expect(addition.stats.size).toBe("de 500 a 1,200 pies cuadrados");
    expect(addition.stats.investment).toBe("$125,000–$175,000");
    expect(getIdeaPage(spanishFacts, "kitchen-inspiration")!.stats.timeline).toBe(
      "de 6 a 8 semanas de obra",
    );
  });

  it("reads the timelines, warranties and estimate terms from the facts", () => {
    const page = (slug: string) => getIdeaPage(spanishFacts, slug)!;
    const { claimText, business } = spanishFacts;
    expect(page("bathroom-inspiration").intro).toContain(
      `tarda ${timelineText("bathroom-remodeling", "es").construction}`,
    );
    expect(page("whole-home-inspiration").intro).toContain(
      `duran ${timelineText("whole-home-renovation", "es").total} desde la primera reunión`,
    );
    expect(page("tiny-home-inspiration").intro).toContain(
      `toman ${timelineText("tiny-homes", "es").total} en total`,
    );
    expect(page("addition-inspiration").intro).toContain(claimText.structuralWarranty);
    for (const p of spanish) expect(p.expectations.at(-1)).toContain(claimText.workmanshipWarranty);
    expect(page("kitchen-inspiration").expectations[0]).toContain(
      `válido por ${business.estimates.validDays} días`,
    );
  });

  it("follows the owner's outdoor starting price, as the English does", () => {
    const outdoor = spanishFacts.services["outdoor-living"];
    const lower = withServicePackages(
      spanishFacts,
      "outdoor-living",
      outdoor.packages.map((p, i) => ({ ...p, price: i === 0 ? "$15K-$40K" : p.price })),
    );
    expect(getIdeaPage(spanishFacts, "outdoor-inspiration")!.stats.investment).toBe(
      "$20,000–$50,000",
    );
    expect(getIdeaPage(lower, "outdoor-inspiration")!.stats.investment).toBe("$15,000–$50,000");
  });

  it("promises the client portal only when the owner offers one", () => {
    const withPortal = {
      ...spanishFacts,
      business: { ...spanishFacts.business, offersClientPortal: true },
    };
    expect(JSON.stringify(spanish)).not.toContain("portal");
    expect(JSON.stringify(ideaPagesFor(withPortal))).toContain("portal para clientes");
  });

  it("keeps meta titles and descriptions within limits and unique", () => {
    for (const p of spanish) {
      expect(p.metaTitle.length, p.slug).toBeLessThanOrEqual(60);
      expect(p.metaDescription.length, p.slug).toBeGreaterThanOrEqual(120);
      expect(p.metaDescription.length, p.slug).toBeLessThanOrEqual(160);
    }
    expect(new Set(spanish.map((p) => p.metaTitle)).size).toBe(spanish.length);
    const index = ideasIndexIn.es;
    expect(index.metaTitle.length).toBeLessThanOrEqual(60);
    expect(index.metaDescription.length).toBeGreaterThanOrEqual(120);
    expect(index.metaDescription.length).toBeLessThanOrEqual(160);
  });

  it("mixes in no English: pages, shared labels and the list's copy", () => {
    expect(englishLeftovers(spanish)).toEqual([]);
    expect(englishLeftovers(spanishLabels())).toEqual([]);
    expect(englishLeftovers(ideasIndexIn.es)).toEqual([]);
    expect(englishLeftovers(ideasListing(spanishFacts, "kitchen"))).toEqual([]);
  });

  it("never prints an English page's sentence as its own", () => {
    for (const [slug, en, es] of pairs) {
      const englishTexts = new Set(stringsIn(en).map(({ text }) => text));
      const same = stringsIn(es).filter(
        ({ at, text }) =>
          englishTexts.has(text) &&
          !/(slug|category|serviceSlug|imageId|season|budget|investment|size|value)$/.test(at),
      );
      expect(same, slug).toEqual([]);
    }
  });
});

describe("the Spanish /ideas list and its links", () => {
  const spanishPaths = new Set(
    siteRoutes({ projects: [], posts: [] })
      .filter((route) => route.editions.includes("es"))
      .map((route) => localePath("es", route.path)),
  );

  it("filters in place on /es/ideas, with the English category values and Spanish names", () => {
    for (const category of ideaCategories) {
      const { visible, links, status } = ideasListing(spanishFacts, categoryParam(category));
      expect(visible.map((idea) => idea.category)).toEqual([category]);
      const current = links.find((link) => link.current)!;
      expect(current.href).toBe(`/es/ideas?category=${categoryParam(category)}`);
      expect(current.label).toBe(ideaPageLabelsIn.es.category(category));
      expect(status).toBe(`Se muestra 1 idea en la categoría ${current.label}`);
    }
    const all = ideasListing(spanishFacts, undefined);
    expect(all.links[0]).toMatchObject({ label: "Todas", href: "/es/ideas", current: true });
    expect(all.status).toBe(`Se muestran ${english.length} ideas`);
  });

  it("sends every filter link to a page the proxy serves in Spanish", () => {
    for (const link of ideasListing(spanishFacts, undefined).links) {
      const url = new URL(link.href, "https://example.com");
      expect(spanishPaths).toContain(url.pathname);
      const category = url.searchParams.get("category") ?? wholeList;
      expect(filteredListPage(url)).toBe(`/es/ideas/category/${category}`);
    }
  });

  it("links each idea page to real Spanish pages", () => {
    for (const idea of spanish) {
      for (const path of [ideaPath(idea.slug), servicePath(idea.serviceSlug), "/contact", "/ideas"])
        expect(spanishPaths).toContain(localePath("es", path));
    }
  });

  it("keeps the English list on /ideas, in English", () => {
    for (const locale of locales) {
      const { links } = ideasListing(defaultSiteFactsIn[locale], "kitchen");
      expect(links.every((link) => link.href.startsWith(localePath(locale, "/ideas")))).toBe(true);
    }
    expect(ideasListing(englishFacts, "kitchen").status).toBe("Showing 1 idea in Kitchen");
  });
});
