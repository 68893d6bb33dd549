/**
 * Opening hours as the owner types them (days, opening and closing time, an optional note) and
 * as every page prints them: "Mon–Fri 7 AM–6 PM", "Saturday 8 AM–4 PM by appointment".
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

export const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "07:00" → "7 AM", "18:30" → "6:30 PM", "12:00" → "12 PM". */
export function timeOfDay(time: string): string {
  if (!clockTime.test(time)) throw new Error(`"${time}" is not a time like 07:00`);
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const half = hours < 12 ? "AM" : "PM";
  return minutes === 0
    ? `${hour12} ${half}`
    : `${hour12}:${String(minutes).padStart(2, "0")} ${half}`;
}

const short = (day: Weekday) => day.slice(0, 3);

/** One day by its name, a run of days as "Mon–Fri", anything else as "Mon, Wed, Fri". */
export function dayRange(days: readonly Weekday[]): string {
  const ordered = weekdays.filter((day) => days.includes(day));
  if (ordered.length === 1) return ordered[0]!;
  const first = weekdays.indexOf(ordered[0]!);
  const consecutive = ordered.every((day, index) => weekdays.indexOf(day) === first + index);
  if (consecutive && ordered.length > 2) return `${short(ordered[0]!)}–${short(ordered.at(-1)!)}`;
  return ordered.map(short).join(", ");
}

export function hoursLine({ days, opens, closes, note }: OpeningHours): string {
  const line = `${dayRange(days)} ${timeOfDay(opens)}–${timeOfDay(closes)}`;
  return note?.trim() ? `${line} ${note.trim()}` : line;
}
