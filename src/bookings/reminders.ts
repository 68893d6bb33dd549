import "server-only";
import { queueAppointmentReminders } from "@/bookings/store";
import { noticesOf } from "./notices";

/** Run by the outbox each round: the homeowner hears of their appointment a day before. */
export const queueDueAppointmentReminders = (now = new Date()) =>
  queueAppointmentReminders(noticesOf("reminder"), now);
