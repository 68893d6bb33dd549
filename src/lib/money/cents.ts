import { intlLocale, type Locale } from "@/lib/i18n/locale";

/**
 * Money as whole US cents, end to end: an estimate's lines, totals, deposit and payments add up
 * exactly because nothing is ever a fraction of a cent. The largest amount is kept well inside
 * the integers a number holds exactly (2^53), with room for a quantity times a price.
 */
export type Cents = number;

/** $10 million: far above any remodel, far below where a number stops counting cents exactly. */
export const MAX_CENTS: Cents = 1_000_000_000;

export const isCents = (value: unknown): value is Cents =>
  Number.isSafeInteger(value) && Math.abs(value as number) <= MAX_CENTS;

/** a / b rounded to the nearest whole number, halves away from zero (as a bill rounds). */
export function divideRounded(a: number, b: number): number {
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || b <= 0)
    throw new RangeError(`divideRounded(${a}, ${b}) needs whole numbers and a positive divisor`);
  const quotient = Math.trunc(a / b);
  const remainder = a - quotient * b;
  if (2 * Math.abs(remainder) >= b) return quotient + Math.sign(a);
  return quotient;
}

/**
 * Splits `total` into parts in proportion to `weights` so that the parts add up to `total`
 * exactly: each part is its share rounded down, and the cents left over go one each to the parts
 * that lost most in rounding (the first of equals first). A payment schedule of 30/40/30 on
 * $10,000.01 is $3,000.00 + $4,000.01 + $3,000.00.
 */
export function allocate(total: Cents, weights: readonly number[]): Cents[] {
  if (!isCents(total) || total < 0) throw new RangeError(`allocate: ${total} is not an amount`);
  if (!weights.length || weights.some((w) => !Number.isSafeInteger(w) || w < 0))
    throw new RangeError("allocate: weights are whole numbers, none negative");
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) throw new RangeError("allocate: the weights add up to nothing");
  if (total * Math.max(...weights) > Number.MAX_SAFE_INTEGER)
    throw new RangeError("allocate: weights this large would lose cents");
  const exact = weights.map((w) => ({
    floor: Math.floor((total * w) / sum),
    rest: (total * w) % sum,
  }));
  let left = total - exact.reduce((a, part) => a + part.floor, 0);
  const order = exact
    .map((part, index) => ({ index, rest: part.rest }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  const parts = exact.map((part) => part.floor);
  for (const { index } of order) {
    if (left === 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}

/**
 * Whole numbers, each as near as it can be to its value, that add up to `total` exactly: each
 * rounded down, and what is left over goes one each to the values that lost most (the first of
 * equals first). `allocate`'s sibling for figures that are already fractions of a cent (a loan's
 * monthly interest): a table's rounded rows then add up to the rounded total printed above them,
 * which rounding each row alone does not promise. A total off by more than the rows can absorb
 * (float noise) is spread round-robin rather than lost.
 */
export function roundToTotal(values: readonly number[], total: number): number[] {
  if (!values.length) return [];
  const floors = values.map((value) => Math.floor(value));
  let left = total - floors.reduce((sum, value) => sum + value, 0);
  const order = values
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  const parts = [...floors];
  for (let i = 0; left !== 0; i = (i + 1) % order.length) {
    const step = left > 0 ? 1 : -1;
    parts[order[i]!.index]! += step;
    left -= step;
  }
  return parts;
}

/** "$12,345.60", in US Spanish too: the sign and separators of US money, as Texas price tags print it. */
export function formatUsd(cents: Cents, locale: Locale): string {
  if (!isCents(cents)) throw new RangeError(`formatUsd: ${cents} is not an amount`);
  return new Intl.NumberFormat(intlLocale[locale], {
    style: "currency",
    currency: "USD",
    currencyDisplay: "narrowSymbol",
  }).format(cents / 100);
}

export type ParsedAmount = { ok: true; cents: Cents } | { ok: false; problem: string };

/**
 * An amount as the owner types it ("1,234.5", "$1234.56", "85"): dollars with at most two
 * decimals, thousands commas allowed where they belong. Refuses anything else with a message
 * saying how to write it, rather than guessing (no "1.234,50", no "12.345").
 */
export function parseUsd(text: string): ParsedAmount {
  const typed = text.trim().replace(/^\$\s*/, "");
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(typed);
  if (!match)
    return { ok: false, problem: 'Write an amount in dollars, e.g. "1,250" or "1250.50".' };
  const dollars = Number(match[1]!.replace(/,/g, ""));
  const cents = dollars * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  if (!isCents(cents)) return { ok: false, problem: "That amount is larger than $10,000,000." };
  return { ok: true, cents };
}

/** An admin's amount field's check: whole cents, or the typed text the money field could not read. */
export function centsProblem(value: unknown): true | string {
  if (typeof value === "string") {
    const parsed = parseUsd(value);
    return parsed.ok || parsed.problem;
  }
  if (!isCents(value) || value > MAX_CENTS)
    return 'Write an amount in dollars, e.g. "1,250" or "1250.50".';
  return true;
}
