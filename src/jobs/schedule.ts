import { nextDay } from "@/lib/time/dallas";

export type PlannedPhase = { phase: string; days: number };
export type DatedPhase = PlannedPhase & { startsOn: string; endsOn: string };

/** Further than this a schedule is not worked out: hours with no working day would never end. */
const MAX_DAYS = 3 * 366;

/**
 * The build plan on the calendar: the first phase starts on the first working day from `start`,
 * each takes its working days, and the next starts on the working day after. Days are Dallas
 * calendar days (YYYY-MM-DD); undefined when the hours give no working day to count.
 */
export function datedPhases(
  phases: readonly PlannedPhase[],
  start: string,
  isWorkingDay: (day: string) => boolean,
): DatedPhase[] | undefined {
  let day = start;
  let looked = 0;
  const nextWorkingDay = (from: string): string | undefined => {
    let candidate = from;
    while (!isWorkingDay(candidate)) {
      if (++looked > MAX_DAYS) return undefined;
      candidate = nextDay(candidate);
    }
    return candidate;
  };
  const dated: DatedPhase[] = [];
  for (const phase of phases) {
    const startsOn = nextWorkingDay(day);
    if (!startsOn) return undefined;
    let endsOn = startsOn;
    for (let counted = 1; counted < Math.max(1, phase.days); counted++) {
      const next = nextWorkingDay(nextDay(endsOn));
      if (!next) return undefined;
      endsOn = next;
    }
    dated.push({ ...phase, startsOn, endsOn });
    day = nextDay(endsOn);
  }
  return dated;
}

/** A phase's dates as kept: instants (noon UTC of the Dallas day), or null before a start date. */
export type KeptDates = { startsOn?: string | null; endsOn?: string | null };

const sameDay = (a: string, b: string) => a.slice(0, 10) === b.slice(0, 10);

/**
 * Whether a save moves a phase: it had dates, and has others now. A phase dated for the first
 * time, or left undated, has not moved.
 */
export function datesMoved(before: KeptDates | undefined, after: KeptDates): boolean {
  if (!before?.startsOn || !before.endsOn || !after.startsOn || !after.endsOn) return false;
  return !sameDay(before.startsOn, after.startsOn) || !sameDay(before.endsOn, after.endsOn);
}
