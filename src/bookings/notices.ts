import "server-only";
import type { AppointmentNotice } from "@/bookings/store";
import type { AppointmentChannelId } from "./channel-ids";
import { serverEnv } from "@/lib/env";

export type AppointmentChange = "booked" | "moved" | "cancelled" | "confirmed" | "reminder";

/**
 * Who hears of a change: both sides of a booking, a move or a cancel (each calendar follows);
 * the homeowner of a confirmation by staff, who made it; the homeowner of the day-before reminder.
 */
const channelsOf: Record<AppointmentChange, readonly AppointmentChannelId[]> = {
  booked: ["appointment_homeowner", "appointment_owner"],
  moved: ["appointment_homeowner", "appointment_owner"],
  cancelled: ["appointment_homeowner", "appointment_owner"],
  confirmed: ["appointment_homeowner"],
  reminder: ["appointment_reminder"],
};

/** The outbox rows a change queues; without SMTP_URL they wait until it is set. */
export function noticesOf(change: AppointmentChange): AppointmentNotice[] {
  const status = serverEnv().SMTP_URL ? "pending" : "not_configured";
  return channelsOf[change].map((channel) => ({ channel, status }));
}
