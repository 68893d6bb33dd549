import { dallasInstant, dallasDay, nextDay } from "@/lib/time/dallas";
import { weekdays, type OpeningHours, type Weekday } from "./opening-hours";

const MINUTE_MS = 60_000;
/** How far a count of opening hours looks ahead: hours with no open day end it. */
const MAX_DAYS = 400;

/** The weekday of a Dallas calendar day (YYYY-MM-DD). */
export function weekdayOf(day: string): Weekday {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  // getUTCDay counts from Sunday; the business's week starts on Monday.
  return weekdays[(new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7]!;
}

/** The stretches of one Dallas day the hours are open, as UTC instants (ms), in order. */
export function openStretches(day: string, hours: readonly OpeningHours[]): [number, number][] {
  const weekday = weekdayOf(day);
  return hours
    .filter((row) => row.days.includes(weekday))
    .map((row): [number, number] => [dallasInstant(day, row.opens), dallasInstant(day, row.closes)])
    .sort((a, b) => a[0] - b[0]);
}

/**
 * The instant `minutes` of opening hours after `from`: two business hours after Friday 5 PM is
 * Saturday 9 AM with Saturday hours, Monday 8 AM without. Hours that are never open give
 * undefined.
 */
export function afterBusinessMinutes(
  from: Date,
  minutes: number,
  hours: readonly OpeningHours[],
): Date | undefined {
  let left = minutes * MINUTE_MS;
  const start = from.getTime();
  let day = dallasDay(from);
  for (let i = 0; i <= MAX_DAYS; i++) {
    for (const [opens, closes] of openStretches(day, hours)) {
      const begin = Math.max(opens, start);
      if (closes <= begin) continue;
      if (begin + left <= closes) return new Date(begin + left);
      left -= closes - begin;
    }
    day = nextDay(day);
  }
  return undefined;
}
