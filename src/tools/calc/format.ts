import { intlLocale, type Locale, type Localized } from "@/lib/i18n/locale";

const notAvailable = "-";

// Both editions write US dollars the US way ("$25,000.00"): es-US groups and marks decimals as
// en-US does. The edition still picks its Intl locale, so Intl decides the details.
const usdFormat = (locale: Locale, fractionDigits: number) =>
  new Intl.NumberFormat(intlLocale[locale], {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });

const usdWithCents: Localized<Intl.NumberFormat> = {
  en: usdFormat("en", 2),
  es: usdFormat("es", 2),
};

const usdWholeDollars: Localized<Intl.NumberFormat> = {
  en: usdFormat("en", 0),
  es: usdFormat("es", 0),
};

// Intl prints "-$0.00" and "-0%" for -0 and for tiny negatives that round to zero.
const zeroIfRoundsToZero = (n: number, smallestUnit: number): number =>
  Math.abs(n) < smallestUnit / 2 ? 0 : n;

/** "$806.67" with cents, "$71" without; "-" when the figure could not be computed. */
export function formatUsd(
  n: number,
  { cents, locale = "en" }: { cents: boolean; locale?: Locale },
): string {
  if (!Number.isFinite(n)) return notAvailable;
  const value = zeroIfRoundsToZero(n, cents ? 0.01 : 1);
  return (cents ? usdWithCents : usdWholeDollars)[locale].format(value);
}

/** "$71" for a whole figure, "$180.50" when it has cents (a bill as typed); "-" if not computed. */
export function formatDollars(n: number, locale: Locale = "en"): string {
  return formatUsd(n, { cents: !Number.isInteger(n), locale });
}

/** 0.12 → "12%"; maxDecimals keeps an APR of 15.5% from showing as "16%". */
export function formatPercent(
  fraction: number,
  { maxDecimals = 0, locale = "en" }: { maxDecimals?: number; locale?: Locale } = {},
): string {
  if (!Number.isFinite(fraction)) return notAvailable;
  const value = zeroIfRoundsToZero(fraction, 10 ** -(maxDecimals + 2));
  return new Intl.NumberFormat(intlLocale[locale], {
    style: "percent",
    minimumFractionDigits: 0,
    maximumFractionDigits: maxDecimals,
  }).format(value);
}

/**
 * A sentence of the copy with its figures put in: "{months} months" with { months: 120 } gives
 * "120 months". Each edition orders words its own way, so the copy holds the whole sentence.
 */
export function fillIn(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) =>
    name in values ? String(values[name]) : slot,
  );
}
