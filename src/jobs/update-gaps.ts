import { nextDay } from "@/lib/time/dallas";

/** Further than this a gap is not counted: a job silent for a year has made its point. */
const MAX_DAYS = 366;

/**
 * Working days a job under way went without an update: each working day after the last update
 * (or from the start, when there is none) up to yesterday. Today is not counted until it is over,
 * so a project manager who posts this evening is never shown as late. Days are Dallas calendar
 * days (YYYY-MM-DD).
 */
export function workingDaysWithoutUpdate(
  lastUpdate: string | null,
  start: string,
  today: string,
  isWorkingDay: (day: string) => boolean,
): number {
  let day = lastUpdate && lastUpdate >= start ? nextDay(lastUpdate) : start;
  let missed = 0;
  for (let looked = 0; day < today && looked < MAX_DAYS; looked++) {
    if (isWorkingDay(day)) missed += 1;
    day = nextDay(day);
  }
  return missed;
}
