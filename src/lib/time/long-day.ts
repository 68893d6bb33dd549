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
