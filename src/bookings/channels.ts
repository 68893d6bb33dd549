import "server-only";
import { channelList } from "@/lib/outbox/channel";
import { leadMail, type LeadMail } from "@/leads/server";
import type { AppointmentChannelId } from "./channel-ids";

type Maker = "homeownerAppointmentMail" | "ownerAppointmentMail" | "appointmentReminderMail";

/**
 * Loaded when the first one is sent: the messages read the owner's booking settings through the
 * admin's engine, which the server opens after the outbox starts.
 */
const lazily =
  (maker: Maker): LeadMail =>
  async (...args) =>
    (await import("./messages"))[maker](...args);

/** Each message an appointment sends, and how the admin names it beside the lead. */
export const appointmentChannels = channelList<AppointmentChannelId>({
  appointment_homeowner: leadMail(
    "Appointment e-mail and calendar invitation to the homeowner",
    lazily("homeownerAppointmentMail"),
  ),
  appointment_owner: leadMail(
    "Appointment e-mail and calendar invitation to you",
    lazily("ownerAppointmentMail"),
  ),
  appointment_reminder: leadMail(
    "Day-before reminder e-mail to the homeowner",
    lazily("appointmentReminderMail"),
  ),
});
