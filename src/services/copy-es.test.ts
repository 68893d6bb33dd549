import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { spanishFactsUnlikeAFreshInstall } from "../../tests/support/spanish-facts";
import { defaultSiteFactsIn } from "@/business/site-facts";
import { ideaPagesFor } from "@/ideas/ideas";
import { englishLeftovers, englishWordsIn, stringsIn } from "@/lib/i18n/english-leftovers";
import { localePath, withoutLocale } from "@/lib/i18n/locale";
import { brandedTitle } from "@/lib/seo/metadata";
import { siteRoutes } from "@/site/routes";
import { servicesIn, serviceTitle, services, type ServiceSlug } from "./catalog";
import { ServiceCards } from "./components/service-cards";
import { ServiceHero } from "./components/service-hero";
import { ServicePackages } from "./components/service-packages";
import { ServiceProcess } from "./components/service-process";
import { ServiceQuestions } from "./components/service-questions";
import { ServiceWork } from "./components/service-work";
import { getServicePage, servicePageLabels, servicePagesFor, servicePageSchema } from "./copy";
import { spanishPackageText } from "./packages-es";
import { durationInWeeks } from "@/business/timelines";

const en = defaultSiteFactsIn.en;
const es = defaultSiteFactsIn.es;
const english = servicePagesFor(en);
const spanish = servicePagesFor(es);
const pairs = english.map((page, index) => [page, spanish[index]!] as const);

/** Spanish facts unlike a fresh install's, so a number typed into the copy would show. */
const changed = spanishFactsUnlikeAFreshInstall();

/** A page's words, without its packages (their names are shared, their texts are packages-es'). */
const wordsOf = ({ packages: _packages, ...page }: (typeof spanish)[number]) => page;

/**
 * The figures a text states, as both editions write them: "$25K" and "$25,000" are both 25000,
 * "1960s" and "los años 60" both 60, "20-40%" and "del 20 al 40%" both 20 and 40.
 */
const figures = (text: string) =>
  new Set(
    [...text.matchAll(/\$?(\d[\d,.]*)(K\b|s\b)?/g)].map(([, digits, suffix]) => {
      const value = Number(digits!.replace(/,/g, "").replace(/\.$/, ""));
      if (suffix === "K") return value * 1000;
      if (suffix === "s" && value >= 1900 && value < 2000) return value % 100;
      return value;
    }),
  );

const render = (element: ReactElement) => renderToStaticMarkup(element);
const hrefsIn = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map(([, href]) => href!);
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

/** Every section of a Spanish service page that prints words or links, rendered. */
const spanishSections = (slug: ServiceSlug) => {
  const page = getServicePage(es, slug);
  const { phone } = es.business;
  return [
    createElement(ServiceHero, { page, phone, locale: "es" }),
    createElement(ServiceWork, { slug, projects: [], ideas: ideaPagesFor(es), locale: "es" }),
    createElement(ServiceProcess, {
      process: page.process,
      timelineNote: page.timelineNote,
      locale: "es",
    }),
    createElement(ServicePackages, {
      page,
      serviceTitle: serviceTitle(slug, "es"),
      phone,
      locale: "es",
    }),
    createElement(ServiceQuestions, { resources: page.resources, locale: "es" }),
  ].map(render);
};

describe("the Spanish service pages", () => {
  it("parse with the English schema, one per service in the same order", () => {
    expect(spanish.map((page) => page.slug)).toEqual(english.map((page) => page.slug));
    for (const page of spanish)
      expect(servicePageSchema(es.business.name, "es").safeParse(page).success).toBe(true);
  });

  it("keep the English page's shape: images, phone-first, sections and step phases", () => {
    for (const [enPage, esPage] of pairs) {
      expect(esPage.hero.imageId).toBe(enPage.hero.imageId);
      expect(esPage.phoneFirst).toBe(enPage.phoneFirst);
      expect(esPage.why.points).toHaveLength(enPage.why.points.length);
      expect(esPage.features.items).toHaveLength(enPage.features.items.length);
      expect(esPage.process.steps.map((s) => s.phase)).toEqual(
        enPage.process.steps.map((s) => s.phase),
      );
    }
  });

  it("give every step the English step's length of time", () => {
    for (const [enPage, esPage] of pairs) {
      const weeks = (page: typeof enPage) =>
        page.process.steps.map((step) => durationInWeeks(step.duration) ?? step.phase);
      expect(weeks(esPage), esPage.slug).toEqual(weeks(enPage));
    }
  });

  it("state every figure the English page states", () => {
    for (const [enPage, esPage] of pairs) {
      const stated = figures(JSON.stringify(wordsOf(esPage)));
      const missing = [...figures(JSON.stringify(wordsOf(enPage)))].filter((n) => !stated.has(n));
      expect(missing, esPage.slug).toEqual([]);
    }
  });

  it("read the facts from SiteFacts, never typed in", () => {
    const text = JSON.stringify(servicePagesFor(changed).map(wordsOf));
    expect(text).toContain("más de 31 años");
    expect(text).toContain("45 días");
    expect(text).toContain("de 40 a 60 minutos");
    expect(text).toContain("llamada inicial de 20 minutos");
    expect(text).toContain("garantía de mano de obra de 2 años");
    expect(text).toContain("garantía estructural de 12 años");
    expect(text).not.toMatch(/\b46\b|30 a 45|\b15 minutos|\b30 días|de 1 año|de 10 años/);
    const kitchen = getServicePage(es, "kitchen-remodeling");
    expect(kitchen.metaDescription).toContain("$25,000");
    expect(kitchen.metaDescription).toContain("de 6 a 8 semanas");
    expect(getServicePage(es, "tiny-homes").timelineNote).toContain("de 4 a 7 meses en total");
  });

  it("show the packages with their Spanish names and texts, at the shared prices", () => {
    for (const [enPage, esPage] of pairs) {
      expect(esPage.packages.map((p) => [p.price, p.popular])).toEqual(
        enPage.packages.map((p) => [p.price, p.popular]),
      );
      const written = spanishPackageText[esPage.slug];
      esPage.packages.forEach((pkg, index) => {
        expect(pkg.name).toBe(written[index]!.name);
        expect(pkg.description).toBe(written[index]!.description);
      });
    }
  });

  it("make the structural warranty promise on additions only", () => {
    for (const page of spanish) {
      const promised = JSON.stringify(wordsOf(page)).includes(es.claimText.structuralWarranty);
      expect(promised, page.slug).toBe(page.slug === "home-additions");
    }
    expect(JSON.stringify(spanish)).not.toMatch(/de por vida|vitalicia/i);
  });

  it("have unique metadata of the English lengths, whole in the branded title", () => {
    const name = es.business.name;
    expect(new Set(spanish.map((p) => p.metaTitle)).size).toBe(6);
    expect(new Set(spanish.map((p) => p.metaDescription)).size).toBe(6);
    for (const { metaTitle, metaDescription } of spanish) {
      expect(metaTitle.length).toBeLessThanOrEqual(60);
      expect(brandedTitle(metaTitle, name)).toBe(`${metaTitle} | ${name}`);
      expect(metaDescription.length).toBeGreaterThanOrEqual(120);
      expect(metaDescription.length).toBeLessThanOrEqual(160);
    }
  });

  it("write no English, and never repeat an English sentence as their own", () => {
    const samples = ["Cocinas", "Dallas"];
    const labels = Object.values(servicePageLabels.es).map((label) =>
      typeof label === "function" ? label(samples[0]!, samples[1]) : label,
    );
    expect(englishLeftovers(spanish.map(wordsOf))).toEqual([]);
    // A price is one field for both editions: the cards print it in Spanish (priceText).
    const packageWords = spanish.map((page) =>
      page.packages.map(({ price: _price, ...pkg }) => pkg),
    );
    expect(englishLeftovers(packageWords)).toEqual([]);
    expect(englishLeftovers(labels)).toEqual([]);
    expect(englishLeftovers(servicesIn("es"))).toEqual([]);
    for (const [enPage, esPage] of pairs) {
      const englishTexts = new Set(stringsIn(wordsOf(enPage)).map(({ text }) => text));
      const same = stringsIn(wordsOf(esPage)).filter(
        ({ at, text }) => englishTexts.has(text) && !/\.(slug|imageId|phase)$/.test(at),
      );
      expect(same, esPage.slug).toEqual([]);
    }
  });
});

describe("the Spanish service sections as rendered", () => {
  const spanishPaths = new Set(
    siteRoutes({ projects: [], posts: [] })
      .filter((route) => route.editions.includes("es"))
      .map((route) => localePath("es", route.path)),
  );

  it.each(services.map((s) => s.slug))("%s links only inside the Spanish edition", (slug) => {
    const html = spanishSections(slug).join("");
    expect(hrefsIn(html)).toEqual(
      expect.arrayContaining(["/es/contact", "/es/faq", "/es/resources"]),
    );
    for (const href of hrefsIn(html)) {
      if (href.startsWith("tel:")) continue;
      expect(spanishPaths.has(href), href).toBe(true);
      expect(href).not.toBe(withoutLocale(href));
    }
  });

  it("prints the package prices as Spanish price tags", () => {
    const html = spanishSections("tiny-homes").join("");
    expect(html).toContain("Desde $75,000");
    expect(html).toContain("de 200 a 300 pies cuadrados");
    expect(spanishSections("kitchen-remodeling").join("")).toContain("$80,000–$150,000 o más");
  });

  it.each(services.map((s) => s.slug))("%s prints no English", (slug) => {
    expect(spanishSections(slug).flatMap((html) => englishWordsIn(textOf(html)))).toEqual([]);
  });

  it("gives the home page's cards Spanish titles and Spanish links", () => {
    const html = render(
      createElement(ServiceCards, { facts: defaultSiteFactsIn.es, context: "Plano" }),
    );
    for (const service of services) expect(html).toContain(serviceTitle(service.slug, "es"));
    expect(hrefsIn(html).every((href) => spanishPaths.has(href))).toBe(true);
    expect(englishWordsIn(textOf(html))).toEqual([]);
    expect(serviceTitle("kitchen-remodeling", "en")).toBe("Kitchen Remodeling");
    expect(servicesIn("en")).toBe(services);
  });
});
