import type { Locale, Localized } from "@/lib/i18n/locale";

/**
 * Opening hours as the owner types them (days, opening and closing time, an optional note) and
 * as every page prints them: "Mon–Fri 7 AM–6 PM", "Saturday 8 AM–4 PM by appointment"; in
 * Spanish "lun–vie 7 a. m.–6 p. m.", "sábado 8 a. m.–4 p. m. con cita previa".
 */
export const weekdays = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;
export type Weekday = (typeof weekdays)[number];

export type OpeningHours = {
  days: readonly Weekday[];
  /** 24-hour "HH:MM", as structured data wants it. */
  opens: string;
  closes: string;
  /** Said after the times, e.g. "by appointment". */
  note?: string | null;
};

/** The days as each edition names them, Monday first; the stored value is always the English. */
const dayNames: Localized<readonly string[]> = {
  en: weekdays,
  es: ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"],
};

const dayName = (day: Weekday, locale: Locale) => dayNames[locale][weekdays.indexOf(day)]!;

const halves: Localized<readonly [string, string]> = { en: ["AM", "PM"], es: ["a. m.", "p. m."] };

export const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "07:00" → "7 AM", "18:30" → "6:30 PM", "12:00" → "12 PM" (in Spanish "6:30 p. m."). */
export function timeOfDay(time: string, locale: Locale = "en"): string {
  if (!clockTime.test(time)) throw new Error(`"${time}" is not a time like 07:00`);
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const half = halves[locale][hours < 12 ? 0 : 1];
  return minutes === 0
    ? `${hour12} ${half}`
    : `${hour12}:${String(minutes).padStart(2, "0")} ${half}`;
}

const short = (day: Weekday, locale: Locale) => dayName(day, locale).slice(0, 3);

/** One day by its name, a run of days as "Mon–Fri", anything else as "Mon, Wed, Fri". */
export function dayRange(days: readonly Weekday[], locale: Locale = "en"): string {
  const ordered = weekdays.filter((day) => days.includes(day));
  if (ordered.length === 1) return dayName(ordered[0]!, locale);
  const first = weekdays.indexOf(ordered[0]!);
  const consecutive = ordered.every((day, index) => weekdays.indexOf(day) === first + index);
  const abbreviated = (day: Weekday) => short(day, locale);
  if (consecutive && ordered.length > 2)
    return `${abbreviated(ordered[0]!)}–${abbreviated(ordered.at(-1)!)}`;
  return ordered.map(abbreviated).join(", ");
}

export function hoursLine(
  { days, opens, closes, note }: OpeningHours,
  locale: Locale = "en",
): string {
  const line = `${dayRange(days, locale)} ${timeOfDay(opens, locale)}–${timeOfDay(closes, locale)}`;
  return note?.trim() ? `${line} ${note.trim()}` : line;
}
