import { describe, expect, it } from "vitest";
import { defaultSiteFactsIn } from "@/business/site-facts";
import { englishLeftovers, stringsIn } from "@/lib/i18n/english-leftovers";
import {
  computeEnergySavings,
  energyUpgrades,
  energySummary,
  energyWords,
} from "@/tools/calc/energy";
import {
  aprLimits,
  computeFinancing,
  creditTiers,
  financingDefaults,
  financingWords,
} from "@/tools/calc/financing";
import { financingSummary } from "@/tools/calc/financing-summary";
import { energyPageIn, financingPageFor } from "@/tools/tool-pages";
import { energyPageSchema, financingPageSchema, specLabels } from "@/tools/tool-page-schema";
import { toolsIn, toolsIndexIn } from "@/tools/tools";

const facts = defaultSiteFactsIn.es;
const financing = { en: financingPageFor(defaultSiteFactsIn.en), es: financingPageFor(facts) };
const energy = energyPageIn;
const pagesEs = [financing.es, energy.es];
const prose = (page: (typeof pagesEs)[number]) =>
  [...page.howItWorks.paragraphs, ...page.leavesOut.paragraphs].join("\n");

/** Strings that read the same in both editions on purpose: the field names an acronym. */
const sameInBoth = ["APR (%)"];

/** The strings at the same place in the English and the Spanish copy that are still equal. */
function untranslated(english: unknown, spanish: unknown): string[] {
  const englishAt = new Map(stringsIn(english).map(({ at, text }) => [at, text]));
  return stringsIn(spanish)
    .filter(({ at }) => !at.endsWith(".slug") && !at.endsWith(".path"))
    .filter(({ at, text }) => englishAt.get(at) === text && !sameInBoth.includes(text))
    .map(({ at, text }) => `${at}: ${text}`);
}

describe("Spanish tools list", () => {
  it("has the same tools, in the same order and at the same paths", () => {
    expect(toolsIn.es.map((t) => [t.slug, t.path])).toEqual(
      toolsIn.en.map((t) => [t.slug, t.path]),
    );
  });

  it("is written in Spanish throughout, promo labels included", () => {
    expect(englishLeftovers([toolsIn.es, toolsIndexIn.es])).toEqual([]);
    expect(untranslated([toolsIn.en, toolsIndexIn.en], [toolsIn.es, toolsIndexIn.es])).toEqual([]);
    expect(toolsIn.es.map((t) => t.promoLabel)).toEqual([
      "Calcule sus pagos",
      "Calcule sus ahorros",
    ]);
  });

  it("keeps page titles within 70 characters with the company name appended", () => {
    const titles = [...toolsIn.es.map((t) => t.metaTitle), toolsIndexIn.es.metaTitle];
    for (const title of titles) {
      expect(`${title} | ${facts.business.name}`.length, title).toBeLessThanOrEqual(70);
    }
  });

  it("keeps search descriptions within the English limits", () => {
    for (const description of [
      ...toolsIn.es.map((t) => t.metaDescription),
      toolsIndexIn.es.metaDescription,
    ]) {
      expect(description.length, description).toBeGreaterThanOrEqual(120);
      expect(description.length, description).toBeLessThanOrEqual(160);
    }
  });
});

describe("Spanish tool pages", () => {
  it("parse with the English pages' schemas and keep their shape", () => {
    expect(financingPageSchema.parse(financing.es)).toEqual(financing.es);
    expect(energyPageSchema.parse(energy.es)).toEqual(energy.es);
    for (const [en, es] of [
      [financing.en, financing.es],
      [energy.en, energy.es],
    ] as const) {
      expect(es.slug).toBe(en.slug);
      expect(es.howItWorks.paragraphs).toHaveLength(en.howItWorks.paragraphs.length);
      expect(es.leavesOut.paragraphs).toHaveLength(en.leavesOut.paragraphs.length);
    }
  });

  it("use the Spanish edition's button texts", () => {
    expect(financing.es.contactLink.label).toBe(specLabels.discussFinancing.es);
    for (const page of pagesEs) {
      expect(page.calculator.copyButton).toBe("Copiar resultados");
      expect(page.calculator.copied).toBe("Resultados copiados");
    }
  });

  it("leave no English behind", () => {
    expect(englishLeftovers(pagesEs)).toEqual([]);
    expect(untranslated(financing.en, financing.es)).toEqual([]);
    expect(untranslated(energy.en, energy.es)).toEqual([]);
  });

  it("quote the same tiers, rates, constants and estimate validity as the calc modules and facts", () => {
    const financingProse = prose(financing.es);
    const tierLabels = financing.es.calculator.words.tierLabels;
    for (const tier of creditTiers) {
      expect(financingProse).toContain(
        `del ${tier.aprRange[0]} al ${tier.aprRange[1]}% en el nivel ${tierLabels[tier.key]}`,
      );
    }
    expect(financingProse).toContain(`${facts.business.estimates.validDays} días`);
    expect(financing.es.calculator.fields.apr.hint).toContain(`de 0 a ${aprLimits.max}`);

    const energyProse = prose(energy.es);
    for (const figure of ["1,146 kWh", "$0.153", "$175", "18%", "12%", "80%"]) {
      expect(energyProse).toContain(figure);
    }
    expect(energyProse).toMatch(/Dallas/);
  });

  it("name every credit tier and upgrade, and carry a disclaimer for each calculator", () => {
    expect(Object.keys(financing.es.calculator.words.tierLabels).sort()).toEqual(
      creditTiers.map((t) => t.key).sort(),
    );
    expect(Object.keys(energy.es.calculator.words.upgradeLabels).sort()).toEqual(
      energyUpgrades.map((u) => u.key).sort(),
    );
    expect(financing.es.calculator.words.disclaimer).toMatch(
      /^Solo son estimaciones\. No es una decisión de crédito ni una oferta de financiamiento\./,
    );
    expect(energy.es.calculator.words.disclaimer).toMatch(/estimaciones.*Dallas/);
  });

  it("never print NaN or undefined from a missing constant", () => {
    for (const page of pagesEs) expect(JSON.stringify(page)).not.toMatch(/NaN|undefined/);
  });
});

describe("the English pages' calculator words", () => {
  it("are the calc modules' own, so the English tools read as before", () => {
    expect(financing.en.calculator.words).toEqual(financingWords);
    expect(energy.en.calculator.words).toEqual(energyWords);
  });
});

describe("Spanish copied summaries", () => {
  it("write the financing estimate in Spanish with es-US figures", () => {
    const inputs = {
      ...financingDefaults,
      downPayment: 5000,
      extra: 100,
      compare: [60, 120] as const,
    };
    const summary = financingSummary(inputs, computeFinancing(inputs), {
      words: financing.es.calculator.words,
      locale: "es",
    });
    for (const text of [
      "Estimación de financiamiento",
      "Costo del proyecto: $50,000.00",
      "Enganche: $5,000.00",
      "Nivel de crédito: Bueno",
      "APR: 15% a 120 meses",
      "Pago mensual estimado: $726.01 (15% de APR, 120 meses)",
      "Monto financiado: $45,000.00",
      "Total de intereses: $42,120.88",
      "Total pagado: $87,120.88",
      "Otros plazos con una APR de 15%:",
      "- 60 meses: ",
      "Saldo al final de cada año:",
      "- Año 10: $0.00",
      financing.es.calculator.words.disclaimer,
    ]) {
      expect(summary).toContain(text);
    }
    expect(summary).toMatch(/Pago adicional de \$100\.00 al mes: se termina de pagar en \d+ meses/);
    expect(englishLeftovers(summary)).toEqual([]);
  });

  it("write the energy estimate in Spanish, and say when nothing is selected", () => {
    const edition = { words: energy.es.calculator.words, locale: "es" } as const;
    const defaults = energyUpgrades.filter((u) => u.defaultOn).map((u) => u.key);
    const inputs = { monthlyBill: 175, ratePerKwh: 0.153, selected: defaults };
    const summary = energySummary(inputs, computeEnergySavings(inputs), edition);
    for (const text of [
      "Recibo de luz mensual actual: $175",
      "Tarifa de electricidad: $0.153 por kWh",
      "- Aislamiento + sellado de fugas de aire (18%)",
      "- Electrodomésticos ENERGY STAR (8%)",
      "Ahorro mensual estimado: $71",
      "Ahorro anual estimado: $852",
      "Ahorro combinado: 41%",
      "Nuevo recibo mensual estimado: $104",
      "Ahorro estimado en 10 años: $8,520",
      "Lo que aporta cada mejora al ahorro mensual:",
      "- Aislamiento + sellado de fugas de aire: $26 al mes",
      edition.words.disclaimer,
    ]) {
      expect(summary).toContain(text);
    }
    expect(englishLeftovers(summary)).toEqual([]);

    const none = { monthlyBill: 180.5, ratePerKwh: NaN, selected: [] };
    const empty = energySummary(none, computeEnergySavings(none), edition);
    expect(empty).toContain("- Ninguna");
    expect(empty).toContain("Tarifa de electricidad: -");
    expect(empty).toContain("Nuevo recibo mensual estimado: $180.50");
  });
});
