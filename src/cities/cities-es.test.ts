import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { spanishFactsUnlikeAFreshInstall } from "../../tests/support/spanish-facts";
import { defaultSiteFactsIn } from "@/business/site-facts";
import { englishLeftovers, stringsIn } from "@/lib/i18n/english-leftovers";
import { timelineText } from "@/business/timelines";
import { cityPagesFor, cityPageSchema, getCityPage, type CityPage } from "./cities";
import { cityTemplateFor } from "./city-template";
import { CityClosing } from "./components/city-closing";
import { CityHero } from "./components/city-hero";
import { CityLocalProject } from "./components/city-local-project";

const es = defaultSiteFactsIn.es;
const english = cityPagesFor(defaultSiteFactsIn.en);
const spanish = cityPagesFor(es);
const template = cityTemplateFor(es);

/** Spanish facts unlike a fresh install's, so a number typed into the copy would show. */
const changed = spanishFactsUnlikeAFreshInstall();

const wordCount = (value: string) => value.split(/\s+/).filter(Boolean).length;

/** Where a page holds a name, not a sentence: the same in both editions. */
const namePlaces = /\.(slug|city|county|serviceSlug|neighborhood)$|\.items\[\d+\]\.name$/;

/** The English names that describe a place rather than name it, and how the Spanish says them. */
const describedPlaces: Record<string, string> = {
  "Downtown Plano and Haggard Park": "Centro de Plano y Haggard Park",
  "Legacy area": "Zona de Legacy",
  "Central Allen near Main Street": "Centro de Allen, cerca de Main Street",
  "Downtown Garland": "Centro de Garland",
  "Downtown Mesquite": "Centro de Mesquite",
  "Eastfield area": "Zona de Eastfield",
  "Downtown Carrollton": "Centro de Carrollton",
};

/**
 * The figures a text states, as both editions write them: "1970s" and "los 70" are both 70,
 * "the 2000s" and "los 2000" both 2000; "early 1900s" is "principios del siglo XX".
 */
const figures = (text: string) =>
  new Set(
    text
      .replace(/\b1900s\b/g, "")
      .replace(/\b19(\d0)s\b/g, "$1")
      .match(/\d[\d,]*\d|\d/g) ?? [],
  );

const pairs = spanish.map((page, index) => [page.city, page, english[index]!] as const);

describe("the Spanish city pages", () => {
  it("parse with the city schema, for a fresh install's facts and for others", () => {
    for (const facts of [es, changed]) {
      const pages = cityPagesFor(facts);
      for (const page of pages) expect(() => cityPageSchema.parse(page)).not.toThrow();
    }
  });

  it("are the same seven cities, counties, services and project neighborhoods", () => {
    expect(spanish.map((page) => page.slug)).toEqual(english.map((page) => page.slug));
    for (const [, page, twin] of pairs) {
      expect(page.city).toBe(twin.city);
      expect(page.county).toBe(twin.county);
      expect(page.localProject.serviceSlug).toBe(twin.localProject.serviceSlug);
      expect(page.localProject.neighborhood).toBe(twin.localProject.neighborhood);
    }
  });

  it("keep every neighborhood's name, and say the descriptive ones in Spanish", () => {
    for (const [, page, twin] of pairs) {
      const names = twin.neighborhoods.items.map((item) => describedPlaces[item.name] ?? item.name);
      expect(page.neighborhoods.items.map((item) => item.name)).toEqual(names);
    }
  });

  it("have a string wherever the English has one, and no sentence left as the English wrote it", () => {
    for (const [city, page, twin] of pairs) {
      const places = (value: CityPage) => stringsIn(value).map(({ at }) => at);
      expect(places(page), city).toEqual(places(twin));
      const englishText = new Map(stringsIn(twin).map(({ at, text }) => [at, text]));
      const same = stringsIn(page).filter(
        ({ at, text }) => englishText.get(at) === text && !namePlaces.test(at),
      );
      expect(same, city).toEqual([]);
    }
  });

  it("mix in no English", () => {
    for (const facts of [es, changed]) {
      // The county is a name kept for the data, and never printed on the page.
      const pages = cityPagesFor(facts).map(({ county: _county, ...page }) => page);
      expect(englishLeftovers(pages)).toEqual([]);
    }
  });

  it.each(pairs)("%s states every figure the English states", (_, page, twin) => {
    const englishText = new Map(stringsIn(twin).map(({ at, text }) => [at, text]));
    for (const { at, text } of stringsIn(page)) {
      if (namePlaces.test(at)) continue;
      const missing = [...figures(englishText.get(at) ?? "")].filter(
        (figure) => !figures(text).has(figure),
      );
      expect(missing, `${at}: ${text}`).toEqual([]);
    }
  });

  it("read the timelines and the warranty from their modules, in Spanish", () => {
    const text = (slug: CityPage["slug"]) => getCityPage(es, slug).localProject.text;
    expect(text("plano")).toContain(
      `La obra dura ${timelineText("kitchen-remodeling", "es").construction}`,
    );
    expect(text("mesquite")).toContain(
      `La obra dura ${timelineText("home-additions", "es").construction}`,
    );
    expect(text("mesquite")).toContain(es.claimText.structuralWarranty);
    expect(text("garland")).toContain("La obra dura de 3 a 6 meses según el alcance");
    expect(text("garland")).toContain(
      `${timelineText("whole-home-renovation", "es").total} en total`,
    );
    expect(text("allen")).toContain(
      `La obra toma ${timelineText("outdoor-living", "es").construction} tras la aprobación de la HOA y la ciudad`,
    );
    expect(text("irving")).toContain(timelineText("bathroom-remodeling", "es").construction);
    expect(getCityPage(changed, "mesquite").localProject.text).toContain(
      "garantía estructural de 12 años",
    );
  });

  it("describe a representative project of 90-140 words in a listed neighborhood", () => {
    for (const page of spanish) {
      const project = page.localProject;
      expect(project.text).toMatch(/^Una? /);
      expect(project.text).toMatch(/típic[oa]/);
      expect(project.text).toContain(project.neighborhood);
      expect(wordCount(project.text)).toBeGreaterThanOrEqual(90);
      expect(wordCount(project.text)).toBeLessThanOrEqual(140);
    }
  });

  it("share no paragraph and no sentence between two cities", () => {
    const seen = new Map<string, string>();
    for (const page of spanish) {
      const paragraphs = [
        page.heroIntro,
        page.neighborhoods.intro,
        ...page.neighborhoods.items.map((item) => item.note),
        ...page.housingStock.paragraphs,
        page.permits.text,
        page.localProject.text,
        ...page.faqs.map((faq) => faq.answer),
      ];
      const sentences = paragraphs
        .flatMap((paragraph) => paragraph.split(/(?<=[.?!])\s+/))
        .map((sentence) =>
          sentence
            .toLowerCase()
            .replace(/[^\p{L}\d ]/gu, "")
            .trim(),
        )
        .filter((sentence) => wordCount(sentence) >= 6);
      for (const sentence of new Set(sentences)) {
        const other = seen.get(sentence);
        expect(other === undefined || other === page.slug, `"${sentence}" in ${other}`).toBe(true);
        seen.set(sentence, page.slug);
      }
    }
  });

  it("name the city in the intro and the permits, and say we pull the permits", () => {
    for (const page of spanish) {
      expect(page.heroIntro).toContain(page.city);
      expect(page.permits.text).toContain(page.city);
      expect(page.permits.text).toMatch(/tramitamos (los |todos los )?permisos/i);
      expect(page.permits.text).toMatch(/inspecci/);
      expect(page.permits.text).not.toMatch(/\$\d|\(\d{3}\)|\d{3}-\d{4}/);
    }
  });

  it("end with four closing bullets built from the facts", () => {
    for (const facts of [es, changed]) {
      const { business, claimText } = facts;
      for (const page of cityPagesFor(facts)) {
        const bullets = page.closingBullets.join(" ");
        expect(bullets).toContain(page.city);
        expect(bullets).toContain(`válido por ${business.estimates.validDays} días`);
        expect(bullets.toLowerCase()).toContain(claimText.workmanshipWarranty);
        expect(bullets).toContain(claimText.structuralWarranty);
        expect(bullets).toContain(claimText.years);
        expect(bullets).toContain(claimText.rating);
      }
    }
    expect(getCityPage(changed, "plano").closingBullets.join(" ")).not.toMatch(/\b(30|46|127)\b/);
  });

  it("make no forbidden warranty claim and never type the company's contact details", () => {
    const text = JSON.stringify(spanish);
    expect(text).not.toMatch(/de por vida|vitalici/i);
    expect(text).not.toContain(es.business.phone.display);
    expect(text).not.toContain(es.business.email);
  });
});

describe("the Spanish city template", () => {
  const filled = (facts = es) => {
    const t = cityTemplateFor(facts);
    return Object.fromEntries(
      Object.entries(t).map(([key, value]) => [
        key,
        typeof value === "function"
          ? value(key === "serviceLink" ? "Remodelación de cocinas" : "Plano")
          : value,
      ]),
    );
  };

  it("is picked by the facts' edition, in Spanish only", () => {
    expect(template.closingCta).toBe("Pida su presupuesto gratuito");
    expect(cityTemplateFor(defaultSiteFactsIn.en).closingCta).toBe("Request Your Free Estimate");
    expect(englishLeftovers(filled())).toEqual([]);
    expect(englishLeftovers(filled(changed))).toEqual([]);
    expect(template.serviceLink("Remodelación de cocinas")).toBe(
      "Más sobre remodelación de cocinas",
    );
  });

  it("states the facts in their Spanish wording", () => {
    const text = JSON.stringify(filled(changed));
    for (const phrase of [
      "Más de 31 años de experiencia",
      "Garantía de mano de obra de 2 años",
      "Calificación de 4.7 en 88 reseñas",
      "duran de 40 a 60 minutos",
    ])
      expect(text).toContain(phrase);
  });

  it("fits titles and descriptions in what search results show", () => {
    for (const page of spanish) {
      expect(`${template.metaTitle(page.city)} | ${es.business.name}`.length).toBeLessThanOrEqual(
        70,
      );
      expect(template.metaDescription(page.city).length).toBeLessThanOrEqual(160);
    }
  });
});

describe("the city sections in Spanish", () => {
  const plano = getCityPage(es, "plano");
  const { phone } = es.business;
  const props = { page: plano, template, phone, locale: "es" as const };

  it("link inside the Spanish edition and call in Spanish", () => {
    for (const html of [
      renderToStaticMarkup(createElement(CityHero, props)),
      renderToStaticMarkup(createElement(CityClosing, props)),
    ]) {
      expect(html).toContain('href="/es/contact"');
      expect(html).not.toContain('href="/contact"');
      expect(html).toContain(`Llame al ${phone.display}`);
      expect(html).not.toMatch(/>\s*Call\b/);
    }
  });

  it("link the local project to its Spanish service page, by its Spanish name", () => {
    const html = renderToStaticMarkup(
      createElement(CityLocalProject, {
        project: plano.localProject,
        city: plano.city,
        template,
        locale: "es",
      }),
    );
    expect(html).toContain('href="/es/services/kitchen-remodeling"');
    expect(html).toContain("Más sobre remodelación de cocinas");
  });

  it("keep the English sections as they were", () => {
    const en = defaultSiteFactsIn.en;
    const html = renderToStaticMarkup(
      createElement(CityHero, {
        page: getCityPage(en, "plano"),
        template: cityTemplateFor(en),
        phone: en.business.phone,
        locale: "en",
      }),
    );
    expect(html).toContain('href="/contact"');
    expect(html).toContain(`Call ${en.business.phone.display}`);
  });
});
