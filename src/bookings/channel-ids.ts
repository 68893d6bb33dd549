/**
 * The messages an appointment sends through the outbox (channels.ts says what each is). Stored
 * with every delivery: an id is never renamed once used.
 */
export const appointmentChannelIds = [
  "appointment_homeowner",
  "appointment_owner",
  "appointment_reminder",
] as const;

export type AppointmentChannelId = (typeof appointmentChannelIds)[number];
