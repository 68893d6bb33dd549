import { intlLocale, type Locale, type Localized } from "@/lib/i18n/locale";

const formats: Localized<Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(intlLocale.en, {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }),
  es: new Intl.DateTimeFormat(intlLocale.es, {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }),
};

/** A YYYY-MM-DD day in words: "January 12, 2025"; in Spanish "12 de enero de 2025". */
export const longDay = (day: string, locale: Locale) =>
  formats[locale].format(new Date(`${day.slice(0, 10)}T12:00:00Z`));

const moments: Localized<Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(intlLocale.en, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "America/Chicago",
  }),
  es: new Intl.DateTimeFormat(intlLocale.es, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "America/Chicago",
  }),
};

/**
 * An instant in words, on Dallas time, with the zone named so a record read elsewhere is not
 * misread: "December 4, 2026 at 1:05 PM (CST)", "4 de diciembre de 2026 a la 1:05 p.m. (CST)".
 */
export function longMoment(iso: string, locale: Locale): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const zone = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/Chicago",
    timeZoneName: "short",
  })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  // Spanish says "a la 1:05" for one o'clock, "a las 2:05" for the others.
  const words = moments[locale].format(at).replace(/\ba las 1:/, "a la 1:");
  return `${words} (${zone})`;
}
