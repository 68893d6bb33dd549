import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { spanishFactsWith } from "../../tests/support/spanish-facts";
import { defaultSiteFactsIn } from "@/business/site-facts";
import { englishLeftovers, stringsIn } from "@/lib/i18n/english-leftovers";
import { LegalDocument } from "./components/legal-document";
import { legalLabels } from "./labels";
import { legalPageSchema, privacyPolicyFor, termsOfServiceFor, type LegalPage } from "./legal";

const es = defaultSiteFactsIn.es;
const en = defaultSiteFactsIn.en;

/** Spanish facts unlike a fresh install's, so a number typed into the copy would show. */
const changed = spanishFactsWith({
  name: "Cedar Ridge Homes",
  phone: "(972) 555-0199",
  email: "hola@example.org",
  claims: {
    ...defaultSiteFactsIn.es.business.claims,
    workmanshipWarrantyYears: 2,
    additionStructuralWarrantyYears: 1,
  },
  estimates: { validDays: 45, depositPercent: "15%", mailingAddress: null },
});

const builders = [privacyPolicyFor, termsOfServiceFor] as const;
const textOf = (page: unknown) =>
  stringsIn(page)
    .map(({ text }) => text)
    .join("\n");
const section = (page: LegalPage, id: string) => page.sections.find((s) => s.id === id);

describe("the Spanish legal pages", () => {
  it("parse with the legal schema and keep the English sections, ids and dates", () => {
    for (const build of builders) {
      const [spanish, english] = [build(es), build(en)];
      expect(legalPageSchema.safeParse(spanish).success).toBe(true);
      expect(legalPageSchema.safeParse(build(changed)).success).toBe(true);
      expect(spanish.slug).toBe(english.slug);
      expect(spanish.sections.map((s) => s.id)).toEqual(english.sections.map((s) => s.id));
      expect(spanish.effectiveDate).toBe(english.effectiveDate);
      expect(spanish.lastUpdated).toBe(english.lastUpdated);
      // Each section has as many paragraphs and bullets as the English one.
      spanish.sections.forEach((s, index) => {
        const twin = english.sections[index]!;
        expect(s.paragraphs.length, s.id).toBe(twin.paragraphs.length);
        expect(s.bullets?.length, s.id).toBe(twin.bullets?.length);
      });
    }
  });

  it("are written in Spanish only, and keep no sentence as the English wrote it", () => {
    for (const build of builders) {
      // Section ids are anchors shared by both editions (#warranty), as page paths are.
      const words = (page: LegalPage) => ({
        ...page,
        sections: page.sections.map(({ id: _id, ...rest }) => rest),
      });
      for (const facts of [es, changed]) expect(englishLeftovers(words(build(facts)))).toEqual([]);
      const english = new Set(stringsIn(build(en)).map(({ text }) => text));
      const same = stringsIn(build(es)).filter(
        ({ at, text }) =>
          english.has(text) && !/^\$\.(slug|effectiveDate|lastUpdated)$|\.id$/.test(at),
      );
      // The business's name and its city are the only lines both editions write alike.
      const names = [
        es.business.name,
        `${es.business.address.locality}, ${es.business.address.region}`,
      ];
      expect(same.filter(({ text }) => !names.includes(text))).toEqual([]);
    }
  });

  it("fit their descriptions in what search results show", () => {
    for (const build of builders) {
      const { metaDescription } = build(es);
      expect(metaDescription.length).toBeGreaterThanOrEqual(120);
      expect(metaDescription.length).toBeLessThanOrEqual(160);
    }
  });

  it("state the contact details from the facts", () => {
    for (const build of builders) {
      for (const facts of [es, changed]) {
        const { business } = facts;
        const contact = build(facts).sections.at(-1);
        expect(contact?.id).toBe("contact-us");
        expect(contact?.bullets).toEqual([
          business.name,
          `Correo electrónico: ${business.email}`,
          `Teléfono: ${business.phone.display} (${business.hours.display})`,
          `${business.address.locality}, ${business.address.region}`,
        ]);
      }
    }
    expect(es.business.hours.display).toContain("con cita previa");
  });
});

describe("the Spanish privacy policy", () => {
  const text = textOf(privacyPolicyFor(es)).toLowerCase();

  it("names what the form collects and what the site never does", () => {
    for (const phrase of [
      "nombre completo",
      "correo electrónico",
      "número de teléfono",
      "dirección y la ciudad del proyecto",
      "rango de presupuesto",
      "descripción de su proyecto",
      "cómo se enteró de nosotros",
      "texto exacto del consentimiento",
      "dirección ip",
      "utm",
      "fecha en que le gustaría empezar",
      "no vendemos",
      "herramientas de análisis de terceros",
      "menores de 13 años",
      "no es una condición para comprarnos nada",
    ])
      expect(text, phrase).toContain(phrase);
  });
});

describe("the Spanish terms of service", () => {
  const terms = termsOfServiceFor(es);
  const text = textOf(terms);

  it("states estimates, deposit, payment methods and warranties from the facts", () => {
    expect(text).toContain("válido por 30 días");
    expect(text).toContain("normalmente del 10 al 20% del precio del contrato");
    expect(section(terms, "estimates-deposits-and-payment")?.bullets).toEqual([
      ...es.business.paymentMethods,
    ]);
    expect(es.business.paymentMethods).toContain("Efectivo");
    expect(text).toContain(es.claimText.workmanshipWarranty);
    expect(text).toContain("garantía estructural de 10 años");
    expect(text).toContain(es.business.email);
    expect(text).toContain(es.business.phone.display);

    const other = textOf(termsOfServiceFor(changed));
    for (const phrase of [
      "válido por 45 días",
      "normalmente del 15% del precio",
      "garantía de mano de obra de 2 años",
      "garantía estructural de 1 año ",
      "hola@example.org",
      "(972) 555-0199",
      "Cedar Ridge Homes",
    ])
      expect(other, phrase).toContain(phrase);
    expect(other).not.toMatch(/\b30 días|10 al 20|10 años/);
  });

  it("says we prepare and submit the HOA application, and the association decides", () => {
    expect(section(terms, "permits-and-inspections")?.paragraphs).toContain(
      es.factText.hoaApproval,
    );
    expect(es.factText.hoaApproval).toContain("La aprobación en sí es decisión de la asociación.");
  });

  it("lists the warranty's exclusions", () => {
    const warranty = textOf(section(terms, "warranty"));
    for (const exclusion of [
      "desgaste normal",
      "proporcione el propietario",
      "garantías de sus fabricantes",
      "mal uso",
    ])
      expect(warranty).toContain(exclusion);
  });

  it("sets out the dispute steps in order, Texas law and the Dallas County venue", () => {
    const steps = section(terms, "dispute-resolution")?.bullets ?? [];
    expect(steps.map((step) => step.split(":")[0])).toEqual([
      "Comunicación directa",
      "Escalamiento a la dirección",
      "Mediación",
      "Arbitraje vinculante",
    ]);
    expect(steps.join(" ")).toContain("condado de Dallas, Texas");
    const law = textOf(section(terms, "governing-law-and-venue"));
    expect(law).toContain(`estado de ${es.business.address.regionName}`);
    expect(law).toContain("condado de Dallas");
  });

  it("says the calculators give estimates, not credit offers", () => {
    expect(text).toContain("No es una decisión de crédito ni una oferta de financiamiento");
  });

  it("is refused by the schema if it promises a lifetime warranty", () => {
    const lifetime = structuredClone(terms);
    lifetime.sections[5]!.paragraphs[0] =
      "Todo proyecto incluye una garantía de por vida en la obra.";
    expect(legalPageSchema.safeParse(lifetime).success).toBe(false);
  });
});

describe("a legal page in Spanish", () => {
  const render = (page: LegalPage, locale: "en" | "es") =>
    renderToStaticMarkup(createElement(LegalDocument, { page, locale }));

  it("says near the top that it is a courtesy translation and the English governs, with its link", () => {
    for (const build of builders) {
      const page = build(es);
      const html = render(page, "es");
      const notice = legalLabels.es.courtesyNotice!;
      expect(notice.text).toContain("traducción de cortesía");
      expect(notice.text).toContain("rige la versión en inglés");
      expect(html).toContain(notice.text);
      expect(html).toContain(`href="/${page.slug}" hrefLang="en"`);
      // Before the introduction and the first section.
      expect(html.indexOf(notice.text)).toBeLessThan(html.indexOf(page.intro.slice(0, 40)));
      expect(html).toContain("1 de enero de 2024");
      expect(html).toContain('href="/es"');
    }
  });

  it("the English page carries no notice and keeps its dates", () => {
    const html = render(privacyPolicyFor(en), "en");
    expect(legalLabels.en.courtesyNotice).toBeNull();
    expect(html).not.toContain("hrefLang");
    expect(html).toContain("January 1, 2024");
  });
});
