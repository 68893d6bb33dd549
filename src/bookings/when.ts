import type { Locale, Localized } from "@/lib/i18n/locale";
import { dallasDay, dallasTime, dayInWords } from "@/lib/time/dallas";
import { bookingCopyIn } from "./copy";
import type { BookedKind } from "./rules";
import { spanishDay, spanishTime } from "./when-es";

const dayWords: Localized<(day: string) => string> = { en: dayInWords, es: spanishDay };
const timeWords: Localized<(at: Date) => string> = { en: dallasTime, es: spanishTime };

/** "Tuesday, December 1" or "martes 1 de diciembre", for a YYYY-MM-DD day. */
export const dayIn = (day: string, locale: Locale = "en") => dayWords[locale](day);

/** "10:30 AM" or "10:30 a. m.", Dallas time. */
export const timeIn = (at: Date, locale: Locale = "en") => timeWords[locale](at);

/** "Tuesday, December 1 at 10:30 AM (Dallas time)", in Spanish "martes 1 de diciembre a las …" */
export const whenInWords = (start: Date, locale: Locale = "en") =>
  bookingCopyIn[locale].when(dayIn(dallasDay(start), locale), timeIn(start, locale));

/** "15-minute call" or "in-home consultation", from the appointment's own times. */
export function appointmentName(
  kind: BookedKind,
  startsAt: string,
  endsAt: string,
  locale: Locale = "en",
) {
  const minutes = Math.round((Date.parse(endsAt) - Date.parse(startsAt)) / 60_000);
  return bookingCopyIn[locale].kinds[kind].named(minutes);
}
