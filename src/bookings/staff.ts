import "server-only";
import { randomUUID } from "node:crypto";
import {
  bookAppointment,
  cancelAppointment,
  confirmAppointment,
  getAppointment,
  moveAppointment,
  type BookingOutcome,
  type ChangeOutcome,
} from "@/bookings/store";
import { siteUrl } from "@/lib/seo/site-url";
import { noticesOf } from "./notices";
import type { BookedKind } from "./rules";
import type { Payload } from "payload";
import { bookingOffersOf, offered, openTimes, timesAt } from "./offers";

export type StaffOutcome = ChangeOutcome | { outcome: "gone" | "not_offered" };

/** Staff confirm a booked time: the homeowner hears it stands. */
export const confirmByStaff = (id: number, now = new Date()) =>
  confirmAppointment(id, now, noticesOf("confirmed"));

/** Staff cancel: both calendars drop it; `accountId` is who did. */
export const cancelByStaff = (id: number, accountId: number, now = new Date()) =>
  cancelAppointment(id, String(accountId), now, noticesOf("cancelled"));

/**
 * Staff move an appointment to another of the free times of its kind (the owner's hours and
 * notice hold for staff too); the time counts as confirmed, since staff chose it.
 */
export async function moveByStaff(
  payload: Payload,
  id: number,
  start: Date,
  now = new Date(),
): Promise<StaffOutcome> {
  const current = await getAppointment(id);
  if (!current) return { outcome: "not_upcoming" };
  const kind = current.kind as BookedKind;
  const offers = await bookingOffersOf(payload);
  const own = offers.rules[kind];
  if (!own) return { outcome: "not_offered" };
  const free = await openTimes(offers, kind, now, id);
  if (!free || !offered(free, start)) return { outcome: "gone" };
  return moveAppointment(id, timesAt(own, start), "confirmed", now, noticesOf("moved"));
}

/**
 * Staff book a warranty visit for a job's homeowner (their lead) at one of the free times of the
 * in-home visit's hours, confirmed since staff chose it: both calendars get the invitation, and
 * no consultation can be booked over it. A lead holds one upcoming warranty visit; asked for a
 * second, this answers the one it holds.
 */
export async function bookWarrantyVisit(
  payload: Payload,
  leadId: number,
  start: Date,
  now = new Date(),
): Promise<BookingOutcome | { outcome: "gone" }> {
  const offers = await bookingOffersOf(payload);
  const own = offers.rules.warranty;
  const free = own && (await openTimes(offers, "warranty", now));
  if (!own || !free || !offered(free, start)) return { outcome: "gone" };
  const uid = `${randomUUID()}@${new URL(siteUrl).hostname}`;
  return bookAppointment(
    { uid, leadId, kind: "warranty", status: "confirmed", ...timesAt(own, start) },
    now,
    noticesOf("booked"),
  );
}
