import { intlLocale, type Locale } from "@/lib/i18n/locale";
import { lineTotal } from "./pricing";
import { pricedLine, type StoredLine } from "./stored";

/** The figures of an estimate in the reader's language, the same on the page and on paper. */
export const percentText = (percent: number, locale: Locale) =>
  new Intl.NumberFormat(intlLocale[locale], { style: "percent", maximumFractionDigits: 2 }).format(
    percent / 100,
  );

export const quantityText = (quantity: number, locale: Locale) =>
  new Intl.NumberFormat(intlLocale[locale], { maximumFractionDigits: 3 }).format(quantity);

/** A stored line's amount, exactly as the totals count it. */
export const amountOf = (line: StoredLine) => lineTotal(pricedLine(line));

/** A choice's lines and what they come to: optional lines only when the homeowner added them. */
export const chosenLines = (lines: readonly StoredLine[], added: readonly string[]) =>
  lines.filter((line) => line.kind !== "optional" || added.includes(line.id ?? ""));

export const amountOfLines = (lines: readonly StoredLine[]) =>
  lines.reduce((sum, line) => sum + amountOf(line), 0);
