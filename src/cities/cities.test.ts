import { describe, it, expect } from "vitest";
import { citySlugs, cityNames } from "@/business/facts";
import { getService } from "@/services/catalog";
import { cityPagesFor, cityPageSchema, getCityPage, type CityPage } from "./cities";
import { timelineText } from "@/business/timelines";
import { defaultSiteFacts, defaultSiteFactsIn } from "@/business/site-facts";

const { business, claimText } = defaultSiteFacts;
const cityPages = cityPagesFor(defaultSiteFacts);

const wordCount = (value: string) => value.split(/\s+/).filter(Boolean).length;

// Counted independently of the module so a change to its own helper cannot hide thin pages.
const ownParagraphs = (page: CityPage): string[] => [
  page.heroIntro,
  page.neighborhoods.intro,
  ...page.neighborhoods.items.map((item) => item.note),
  ...page.housingStock.paragraphs,
  page.permits.text,
  page.localProject.text,
  ...page.faqs.map((faq) => faq.answer),
];

const ownText = (page: CityPage): string =>
  [
    ...ownParagraphs(page),
    ...page.neighborhoods.items.map((item) => item.name),
    page.localProject.title,
    ...page.faqs.map((faq) => faq.question),
  ].join(" ");

const sentences = (page: CityPage): string[] =>
  ownParagraphs(page)
    .flatMap((paragraph) => paragraph.split(/(?<=[.?!])\s+/))
    .map((sentence) =>
      sentence
        .toLowerCase()
        .replace(/[^a-z0-9 ]/g, "")
        .trim(),
    )
    .filter((sentence) => wordCount(sentence) >= 6);

const allText = (page: CityPage): string =>
  [ownText(page), ...page.closingBullets, page.permits.heading, page.localProject.heading].join(
    " ",
  );

describe("city pages", () => {
  // The business facts say "registered and insured", nothing more: no page may claim a licence.
  it("claim no licence of the company's in either edition", () => {
    const ourLicence =
      /\b(we hold|we have|ours is|our (city |contractor )?licen[cs]e)|\b(tenemos|la nuestra)\b[^.;]{0,30}licencia|nuestra licencia/i;
    for (const locale of ["en", "es"] as const)
      for (const page of cityPagesFor(defaultSiteFactsIn[locale]))
        for (const text of JSON.stringify(page).split(/(?<=[.;])\s/))
          expect(ourLicence.test(text) && /licen[cs]/i.test(text), `${page.slug}: ${text}`).toBe(
            false,
          );
  });

  it("has the seven cities in citySlugs order with the service-area names", () => {
    expect(cityPages).toHaveLength(7);
    expect(cityPages.map((page) => page.slug)).toEqual([...citySlugs]);
    expect(cityPages.map((page) => page.city)).toEqual(
      cityNames.filter((name) => name !== "Dallas"),
    );
  });

  it("names each city's county", () => {
    expect(getCityPage(defaultSiteFacts, "plano").county).toBe("Collin County");
    expect(getCityPage(defaultSiteFacts, "allen").county).toBe("Collin County");
    for (const slug of ["garland", "mesquite", "irving"] as const) {
      expect(getCityPage(defaultSiteFacts, slug).county).toBe("Dallas County");
    }
    expect(getCityPage(defaultSiteFacts, "carrollton").county).toMatch(/Dallas.*Denton.*Collin/);
  });

  it.each(cityPages.map((page) => [page.city, page] as const))(
    "%s has at least 450 words of its own text",
    (_, page) => {
      expect(wordCount(ownText(page))).toBeGreaterThanOrEqual(450);
    },
  );

  it("never lists the same neighborhood in two cities", () => {
    const names = cityPages.flatMap((page) =>
      page.neighborhoods.items.map((item) => item.name.toLowerCase()),
    );
    expect(new Set(names).size).toBe(names.length);
    for (const page of cityPages) {
      expect(page.neighborhoods.items.length).toBeGreaterThanOrEqual(4);
      expect(page.neighborhoods.items.length).toBeLessThanOrEqual(6);
    }
  });

  it("shares no paragraph and no sentence between two cities", () => {
    const paragraphs = cityPages.flatMap((page) => ownParagraphs(page));
    expect(new Set(paragraphs).size).toBe(paragraphs.length);

    const seen = new Map<string, string>();
    for (const page of cityPages) {
      for (const sentence of new Set(sentences(page))) {
        const other = seen.get(sentence);
        expect(
          other === undefined || other === page.slug,
          `"${sentence}" is in ${other} and ${page.slug}`,
        ).toBe(true);
        seen.set(sentence, page.slug);
      }
    }
  });

  it("mentions the city by name in its intro, permits and project", () => {
    for (const page of cityPages) {
      expect(page.heroIntro).toContain(page.city);
      expect(page.permits.text).toContain(page.city);
      expect(page.localProject.text).toContain(page.localProject.neighborhood);
    }
  });

  it("describes a representative project in a listed neighborhood", () => {
    for (const page of cityPages) {
      const project = page.localProject;
      expect(project.text).toMatch(/^A typical /);
      expect(page.neighborhoods.items.map((item) => item.name)).toContain(project.neighborhood);
      expect(wordCount(project.text)).toBeGreaterThanOrEqual(90);
      expect(wordCount(project.text)).toBeLessThanOrEqual(140);
      expect(() => getService(project.serviceSlug)).not.toThrow();
    }
  });

  it("reads service timelines from timelines.ts rather than typing them", () => {
    expect(getCityPage(defaultSiteFacts, "plano").localProject.text).toContain(
      `Expect ${timelineText("kitchen-remodeling").construction} of work`,
    );
    expect(getCityPage(defaultSiteFacts, "mesquite").localProject.text).toContain(
      `Expect ${timelineText("home-additions").construction} of construction`,
    );
    expect(getCityPage(defaultSiteFacts, "mesquite").localProject.text).toContain(
      claimText.structuralWarranty,
    );
    const garland = getCityPage(defaultSiteFacts, "garland").localProject.text;
    expect(garland).toContain("Construction runs 3-6 months depending on scope");
    expect(garland).toContain(`${timelineText("whole-home-renovation").total} in all`);
    // The outdoor timeline is construction after approval, not a figure that includes it.
    const allen = getCityPage(defaultSiteFacts, "allen").localProject.text;
    expect(allen).toContain(
      `Construction takes ${timelineText("outdoor-living").construction} once the HOA and the city approve`,
    );
    expect(allen).not.toContain("including HOA review");
  });

  it("ends with four closing bullets built from the business facts", () => {
    for (const page of cityPages) {
      expect(page.closingBullets).toHaveLength(4);
      const bullets = page.closingBullets.join(" ");
      expect(bullets).toContain(page.city);
      expect(bullets).toContain(claimText.workmanshipWarranty);
      expect(bullets).toContain(claimText.structuralWarranty);
      expect(bullets).toContain(`${business.estimates.validDays} days`);
      expect(bullets).toContain(claimText.rating);
    }
  });

  it("says permits are pulled and inspections scheduled, without fees, phones or addresses", () => {
    for (const page of cityPages) {
      expect(page.permits.text).toMatch(/pull (the |every )?permits?/i);
      expect(page.permits.text).toMatch(/inspection/i);
      expect(page.permits.text).not.toMatch(/\$\d|\(\d{3}\)|\d{3}-\d{4}|\bSuite\b/);
    }
  });

  it("makes no forbidden warranty claim and never types the company's contact details", () => {
    for (const page of cityPages) {
      const text = allText(page);
      expect(text).not.toMatch(/lifetime/i);
      expect(text).not.toMatch(/10-year craftsmanship/i);
      expect(text).not.toContain(business.phone.display);
      expect(text).not.toContain(business.email);
    }
  });

  it("rejects a page missing permits, and pages with the wrong number of bullets", () => {
    const withoutPermits: Partial<CityPage> = { ...getCityPage(defaultSiteFacts, "plano") };
    delete withoutPermits.permits;
    expect(cityPageSchema.safeParse(withoutPermits).success).toBe(false);

    const threeBullets = {
      ...getCityPage(defaultSiteFacts, "plano"),
      closingBullets: getCityPage(defaultSiteFacts, "plano").closingBullets.slice(0, 3),
    };
    expect(cityPageSchema.safeParse(threeBullets).success).toBe(false);

    expect(cityPageSchema.safeParse(getCityPage(defaultSiteFacts, "plano")).success).toBe(true);
  });

  it("rejects a thin page and a project outside its neighborhoods", () => {
    const plano = getCityPage(defaultSiteFacts, "plano");
    const short = "A short sentence that says very little here.";
    const thin: CityPage = {
      ...plano,
      heroIntro: short,
      neighborhoods: {
        ...plano.neighborhoods,
        intro: short,
        items: plano.neighborhoods.items.slice(0, 4).map((item) => ({ ...item, note: short })),
      },
      housingStock: { ...plano.housingStock, paragraphs: [short, short] },
      permits: { ...plano.permits, text: short },
      localProject: { ...plano.localProject, text: `A typical ${"project ".repeat(95)}`.trim() },
      faqs: plano.faqs.map((faq) => ({ ...faq, answer: short })),
    };
    expect(cityPageSchema.safeParse(thin).success).toBe(false);

    const elsewhere = {
      ...plano,
      localProject: { ...plano.localProject, neighborhood: "Twin Creeks" },
    };
    expect(cityPageSchema.safeParse(elsewhere).success).toBe(false);
  });

  it("throws for an unknown city", () => {
    expect(() => getCityPage(defaultSiteFacts, "dallas" as never)).toThrow();
  });
});
