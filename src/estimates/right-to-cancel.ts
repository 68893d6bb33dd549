import { dallasDay, dallasDayStartUtc, nextDay } from "@/lib/time/dallas";

/*
 * The Texas home-solicitation right to cancel (Business & Commerce Code ch. 601): a homeowner
 * who signs after a sales visit at home may cancel "at any time prior to midnight of the third
 * business day after the date of this transaction". Business days are counted as the federal
 * Cooling-Off Rule and the rescission rules count them: every calendar day except Sundays and the
 * federal legal holidays on their dates (5 U.S.C. 6103(a)), not by the shop's opening hours. Where
 * readings differ (Juneteenth, added to the federal list in 2021), the longer window is taken:
 * a day too many costs the business nothing, a day too few could void the contract.
 */

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

/** The `nth` given weekday (0 Sunday … 6 Saturday) of a month; `nth` -1 is the last. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
  if (nth > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return iso(year, month, 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7);
  }
  const lastDate = new Date(Date.UTC(year, month, 0));
  const back = (lastDate.getUTCDay() - weekday + 7) % 7;
  return iso(year, month, lastDate.getUTCDate() - back);
}

/** The federal legal public holidays of a year, on their own dates. */
export function federalHolidays(year: number): string[] {
  return [
    iso(year, 1, 1), // New Year's Day
    nthWeekday(year, 1, 1, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 2, 1, 3), // Washington's Birthday
    nthWeekday(year, 5, 1, -1), // Memorial Day
    iso(year, 6, 19), // Juneteenth National Independence Day
    iso(year, 7, 4), // Independence Day
    nthWeekday(year, 9, 1, 1), // Labor Day
    nthWeekday(year, 10, 1, 2), // Columbus Day
    iso(year, 11, 11), // Veterans Day
    nthWeekday(year, 11, 4, 4), // Thanksgiving Day
    iso(year, 12, 25), // Christmas Day
  ];
}

/** Whether a YYYY-MM-DD day counts toward the right to cancel. */
export function isBusinessDay(day: string): boolean {
  if (new Date(`${day}T12:00:00Z`).getUTCDay() === 0) return false;
  return !federalHolidays(Number(day.slice(0, 4))).includes(day);
}

/** The third business day after the Dallas day of signing: the last day a cancellation is on time. */
export function lastDayToCancel(signedAt: Date): string {
  let day = dallasDay(signedAt);
  for (let counted = 0; counted < 3;) {
    day = nextDay(day);
    if (isBusinessDay(day)) counted += 1;
  }
  return day;
}

/** The instant the right ends: midnight in Dallas at the end of the last day to cancel. */
export const cancelDeadline = (signedAt: Date): Date =>
  new Date(dallasDayStartUtc(lastDayToCancel(signedAt), 1));

/** Whether a cancellation sent at `at` is on time for an estimate signed at `signedAt`. */
export const canStillCancel = (signedAt: Date, at: Date): boolean =>
  at.getTime() < cancelDeadline(signedAt).getTime();
