import { intlLocale } from "@/lib/i18n/locale";

const dayParts = new Intl.DateTimeFormat(intlLocale.es, {
  timeZone: "UTC",
  weekday: "long",
  month: "long",
  day: "numeric",
});

/**
 * "lunes 5 de enero" for a YYYY-MM-DD day: built from its parts, because Intl puts a comma after
 * the weekday ("lunes, 5 de enero"), which US Spanish leaves out before a date in a sentence.
 */
export function spanishDay(day: string): string {
  const parts = dayParts.formatToParts(new Date(`${day}T12:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? "";
  return `${part("weekday")} ${part("day")} de ${part("month")}`;
}

const timeWords = new Intl.DateTimeFormat(intlLocale.es, {
  timeZone: "America/Chicago",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/**
 * "9:00 a. m.", Dallas time. ICU versions write the day period "a.m.", "a. m." or with a
 * no-break space; the site writes it one way everywhere, as the opening hours do ("7 a. m.").
 */
export const spanishTime = (at: Date): string =>
  timeWords.format(at).replace(/\s*([ap])\.\s*m\./, " $1. m.");
