import "server-only";
import type { Payload } from "payload";
import { loadBusinessFacts } from "@/business/server";
import { heldTimes } from "@/bookings/store";
import { bookingRulesFrom, type BookedKind } from "./rules";
import { bookingSettings } from "./settings";
import { freeSlots, type BookingRules, type DaySlots } from "./slots";

const MINUTE_MS = 60_000;

/**
 * The kinds the owner offers now, each with its rules and the business's opening hours, read
 * through the admin's engine (schedule.ts's bookingOffers starts it when needed).
 */
export async function bookingOffersOf(payload: Payload) {
  const facts = await loadBusinessFacts(payload);
  const rules = bookingRulesFrom(await bookingSettings(payload, facts), facts);
  return { rules, businessHours: facts.hours };
}

export type BookingOffers = Awaited<ReturnType<typeof bookingOffersOf>>;

/** The free times of a kind by Dallas day, or null when the owner does not offer it. */
export async function openTimes(
  { rules, businessHours }: BookingOffers,
  kind: BookedKind,
  now: Date,
  except?: number,
): Promise<DaySlots[] | null> {
  const own = rules[kind];
  if (!own) return null;
  return freeSlots({ rules: own, businessHours, taken: await heldTimes(now, except), now });
}

/** The times an appointment of these rules at `start` holds: its length, then its buffer. */
export function timesAt(own: BookingRules, start: Date) {
  const end = new Date(start.getTime() + own.lengthMinutes * MINUTE_MS);
  return { start, end, busyUntil: new Date(end.getTime() + own.bufferMinutes * MINUTE_MS) };
}

export const offered = (days: DaySlots[], start: Date) =>
  days.some((day) => day.slots.some((slot) => slot.start.getTime() === start.getTime()));
