import { openStretches } from "./open-stretches";
import type { OpeningHours } from "./opening-hours";
import { dallasDay, nextDay } from "@/lib/time/dallas";

const MINUTE_MS = 60_000;
/** A lead left New for longer than this is counted no further: the clock has made its point. */
const MAX_DAYS = 400;

/**
 * Minutes of opening hours between two instants, in Dallas time: a lead that arrives on Saturday
 * night starts counting when the business opens on Monday. Every row of the owner's hours counts,
 * "by appointment" ones too, since someone answers then.
 */
export function businessMinutesBetween(
  from: Date,
  to: Date,
  hours: readonly OpeningHours[],
): number {
  const start = from.getTime();
  const end = to.getTime();
  if (!(end > start)) return 0;
  let total = 0;
  let day = dallasDay(from);
  const lastDay = dallasDay(to);
  for (let i = 0; i <= MAX_DAYS; i++) {
    for (const [opens, closes] of openStretches(day, hours))
      total += Math.max(0, Math.min(closes, end) - Math.max(opens, start));
    if (day === lastDay) break;
    day = nextDay(day);
  }
  return Math.floor(total / MINUTE_MS);
}

/** "8 min", "2 h 05 min": how long a lead has waited, counted in opening hours. */
export function waitText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")} min`;
}
