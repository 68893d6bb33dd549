import { z } from "zod";
import type { Localized } from "@/lib/i18n/locale";
import { upgradeKeys } from "@/tools/calc/energy";
import { creditTierKeys } from "@/tools/calc/financing";

/**
 * The shape of the two tool pages in either edition: the hero, the calculators' labels and
 * words (passed to the client components as props, so this module and zod stay on the server)
 * and the prose on how each estimate is made and what it leaves out.
 */

/** Button texts the spec names, and the Spanish edition's: a page uses its own edition's. */
export const specLabels = {
  copyButton: { en: "Copy results", es: "Copiar resultados" },
  copied: { en: "Results copied", es: "Resultados copiados" },
  discussFinancing: {
    en: "Discuss Financing Options",
    es: "Consulte sus opciones de financiamiento",
  },
} as const satisfies Record<string, Localized<string>>;

const specLabel = <L extends Localized<string>>(label: L) => z.enum([label.en, label.es]);

const text = z.string().trim().min(2);
const paragraph = z.string().trim().min(80);
const field = z.strictObject({ label: text, hint: z.string().trim().min(10).optional() });
const prose = z.strictObject({ heading: text, paragraphs: z.array(paragraph).min(2).max(4) });

/** A sentence with a slot for each figure the calculator puts in, e.g. "{months} months". */
const template = (...slots: string[]) =>
  text.refine((sentence) => slots.every((slot) => sentence.includes(`{${slot}}`)), {
    message: `needs the slots ${slots.map((slot) => `{${slot}}`).join(", ")}`,
  });

const financingWordsSchema = z.strictObject({
  tierLabels: z.record(z.enum(creditTierKeys), text),
  tierRange: template("low", "high"),
  term: template("months"),
  termOption: template("months", "years"),
  paymentNote: template("apr", "term"),
  disclaimer: paragraph,
  extraEffect: template("extra", "months", "saved", "interest"),
  compare: z.strictObject({ heading: text, note: template("apr"), chosen: text }),
  chart: z.strictObject({
    heading: text,
    balance: text,
    interest: text,
    description: template("financed", "years", "interest"),
  }),
  schedule: z.strictObject({
    heading: text,
    hint: paragraph,
    year: text,
    month: text,
    interest: text,
    principal: text,
    balance: text,
    yearLabel: template("year"),
    monthsCaption: template("year"),
  }),
  summary: z.strictObject({
    title: text,
    cost: text,
    downPayment: text,
    tier: text,
    apr: template("apr", "term"),
    payment: template("payment", "apr", "term"),
    financed: text,
    totalInterest: text,
    totalPaid: text,
    extra: template("extra", "months", "saved", "interest"),
    compare: template("apr"),
    compareLine: template("term", "payment", "interest"),
    balances: text,
    balanceLine: template("year", "balance"),
  }),
});

const energyWordsSchema = z.strictObject({
  upgradeLabels: z.record(z.enum(upgradeKeys), text),
  disclaimer: paragraph,
  shares: z.strictObject({ heading: text, note: paragraph, line: template("amount", "percent") }),
  summary: z.strictObject({
    title: text,
    bill: text,
    rate: text,
    perKwh: template("rate"),
    upgrades: text,
    none: text,
    monthlySavings: text,
    annualSavings: text,
    percent: text,
    newBill: text,
    tenYearSavings: text,
    shares: text,
    shareLine: template("upgrade", "amount"),
  }),
});

const calculatorShared = {
  heading: text,
  resultsHeading: text,
  copyButton: specLabel(specLabels.copyButton),
  copied: specLabel(specLabels.copied),
  copyFailed: text,
  /** Precedes the link to this estimate in the copied summary. */
  linkLabel: text,
  /** What screen readers call the region the toasts appear in. */
  toasterLabel: text,
};

const financingCalculatorCopySchema = z.strictObject({
  ...calculatorShared,
  fields: z.strictObject({
    cost: field,
    downPayment: field,
    tier: field,
    apr: field,
    term: field,
    extra: field,
    /** The two other terms: a legend, each select's label, and the choice of none. */
    compare: z.strictObject({ legend: text, first: text, second: text, none: text }),
  }),
  outputs: z.strictObject({
    payment: text,
    financed: text,
    totalInterest: text,
    totalPaid: text,
  }),
  words: financingWordsSchema,
});

const energyCalculatorCopySchema = z.strictObject({
  ...calculatorShared,
  fields: z.strictObject({ monthlyBill: field, ratePerKwh: field, upgrades: field }),
  outputs: z.strictObject({
    monthlySavings: text,
    annualSavings: text,
    tenYearSavings: text,
    percent: text,
    newBill: text,
  }),
  words: energyWordsSchema,
});

export type FinancingCalculatorCopy = z.infer<typeof financingCalculatorCopySchema>;
export type EnergyCalculatorCopy = z.infer<typeof energyCalculatorCopySchema>;

const pageShape = {
  hero: z.strictObject({ heading: text, intro: paragraph }),
  contactLink: z.strictObject({ label: text }),
  howItWorks: prose,
  leavesOut: prose,
  closing: z.strictObject({ heading: text, text: paragraph }),
};

export const financingPageSchema = z.strictObject({
  slug: z.literal("financing-calculator"),
  ...pageShape,
  contactLink: pageShape.contactLink.extend({ label: specLabel(specLabels.discussFinancing) }),
  calculator: financingCalculatorCopySchema,
});

export const energyPageSchema = z.strictObject({
  slug: z.literal("energy-savings-estimator"),
  ...pageShape,
  calculator: energyCalculatorCopySchema,
});

export type FinancingPage = z.infer<typeof financingPageSchema>;
export type EnergyPage = z.infer<typeof energyPageSchema>;
