import "server-only";
import { randomUUID } from "node:crypto";
import {
  bookAppointment,
  cancelAppointment,
  heldTimes,
  moveAppointment,
  upcomingAppointment,
} from "@/bookings/store";
import type { AppointmentRow } from "@/bookings/tables";
import { cms } from "@/lib/cms/ready";
import { siteUrl } from "@/lib/seo/site-url";
import { noticesOf } from "./notices";
import { bookingOffersOf, offered, timesAt } from "./offers";
import type { AppointmentKind } from "./rules";
import { freeSlots } from "./slots";

/** The kinds the owner offers now, each with its rules and the business's opening hours. */
export const bookingOffers = async () => bookingOffersOf(await cms());

export type ChoiceOutcome =
  | { outcome: "booked" | "moved"; appointment: AppointmentRow }
  /** Someone else holds it now. */
  | { outcome: "taken" }
  /** Not a time offered any more: it passed while the page was open, or the owner changed the hours. */
  | { outcome: "gone" }
  | { outcome: "not_offered" }
  /** The appointment being moved has started: the link no longer changes it. */
  | { outcome: "started" };

/**
 * Books the lead's appointment of a kind at `start`, or moves the one it holds there. The time
 * must be one of the free times now; the database then decides between two people choosing it
 * at once (bookings/store.ts).
 */
export async function chooseTime(
  leadId: number,
  kind: AppointmentKind,
  start: Date,
  now = new Date(),
): Promise<ChoiceOutcome> {
  const { rules, businessHours } = await bookingOffers();
  const own = rules[kind];
  if (!own) return { outcome: "not_offered" };
  const current = await upcomingAppointment(leadId, kind);
  if (current && Date.parse(current.startsAt) <= now.getTime()) return { outcome: "started" };
  const schedule = { rules: own, businessHours, now };
  if (!offered(freeSlots({ ...schedule, taken: await heldTimes(now, current?.id) }), start))
    return offered(freeSlots({ ...schedule, taken: [] }), start)
      ? { outcome: "taken" }
      : { outcome: "gone" };
  const times = timesAt(own, start);
  if (current) {
    const moved = await moveAppointment(current.id, times, "booked", now, noticesOf("moved"));
    if (moved.outcome === "not_upcoming") return { outcome: "gone" };
    return moved.outcome === "taken" ? moved : { outcome: "moved", appointment: moved.appointment };
  }
  const uid = `${randomUUID()}@${new URL(siteUrl).hostname}`;
  const booked = await bookAppointment({ uid, leadId, kind, ...times }, now, noticesOf("booked"));
  if (booked.outcome === "taken") return booked;
  // Another tab of the same homeowner booked first: theirs stands, and the page shows it.
  return { outcome: "booked", appointment: booked.appointment };
}

/** Cancels the lead's upcoming appointment of a kind, until it starts. */
export async function cancelTime(leadId: number, kind: AppointmentKind, now = new Date()) {
  const current = await upcomingAppointment(leadId, kind);
  if (!current) return { outcome: "not_upcoming" } as const;
  if (Date.parse(current.startsAt) <= now.getTime()) return { outcome: "started" } as const;
  return cancelAppointment(current.id, "homeowner", now, noticesOf("cancelled"));
}
