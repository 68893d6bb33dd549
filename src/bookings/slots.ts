import { afterBusinessMinutes, openStretches, type OpeningHours } from "@/business";
import { dallasDay, nextDay } from "@/lib/time/dallas";

const MINUTE_MS = 60_000;
/** Times start on the hour and the half hour: what people expect to be offered. */
export const SLOT_STEP_MINUTES = 30;

/** A day or run of days nothing can be booked (holidays, vacations): Dallas days, inclusive. */
export type BlockedDays = { from: string; to: string; reason?: string | null };

/** When one kind of appointment can be booked, as the owner sets it. */
export type BookingRules = {
  /** The weekly hours this kind is offered in. */
  hours: readonly OpeningHours[];
  lengthMinutes: number;
  /** Kept free after each appointment, before the next of any kind. */
  bufferMinutes: number;
  /** Counted in the business's opening hours, so a Friday-evening visitor is not booked for 9 AM Saturday by surprise. */
  noticeMinutes: number;
  daysAhead: number;
  blocked: readonly BlockedDays[];
};

/** Time already taken: an appointment from its start to its end plus its own buffer (ms). */
export type Taken = { start: number; end: number };

export type Slot = { start: Date; end: Date };
export type DaySlots = { day: string; slots: Slot[] };

const isBlocked = (day: string, blocked: readonly BlockedDays[]) =>
  blocked.some((range) => range.from <= day && day <= range.to);

/**
 * The free times of one kind of appointment, by Dallas day, from the earliest the minimum notice
 * allows to the last day ahead: every half hour inside its hours where the appointment ends by
 * closing and, with its buffer, touches nothing taken (whose buffers are in `taken` already).
 * Computed on Dallas wall-clock times, so the March and November clock changes fall right.
 */
export function freeSlots({
  rules,
  businessHours,
  taken,
  now,
}: {
  rules: BookingRules;
  businessHours: readonly OpeningHours[];
  taken: readonly Taken[];
  now: Date;
}): DaySlots[] {
  const earliest =
    afterBusinessMinutes(now, rules.noticeMinutes, businessHours)?.getTime() ??
    now.getTime() + rules.noticeMinutes * MINUTE_MS;
  const length = rules.lengthMinutes * MINUTE_MS;
  const buffer = rules.bufferMinutes * MINUTE_MS;
  const step = SLOT_STEP_MINUTES * MINUTE_MS;
  const days: DaySlots[] = [];
  let day = dallasDay(now);
  for (let ahead = 0; ahead <= rules.daysAhead; ahead++, day = nextDay(day)) {
    if (isBlocked(day, rules.blocked)) continue;
    const slots: Slot[] = [];
    for (const [opens, closes] of openStretches(day, rules.hours)) {
      // Real minutes from the opening: clocks change by a whole hour, so starts stay on the half hour.
      for (let start = opens; start + length <= closes; start += step) {
        const busyUntil = start + length + buffer;
        if (start < earliest) continue;
        if (taken.some((t) => t.start < busyUntil && start < t.end)) continue;
        slots.push({ start: new Date(start), end: new Date(start + length) });
      }
    }
    if (slots.length) days.push({ day, slots });
  }
  return days;
}

/** Whether `start` is one of the free times right now: the check a booking is made with. */
export function isFree(start: Date, ...args: Parameters<typeof freeSlots>): boolean {
  return freeSlots(...args).some((day) =>
    day.slots.some((slot) => slot.start.getTime() === start.getTime()),
  );
}
