import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "@/lib/db/columns";
import { deliveries } from "@/lib/outbox/tables";
import { leads } from "@/leads/server";

/**
 * A call or in-home visit a homeowner booked after their request (this folder). Times are UTC
 * ISO strings; `busy_until` is the end plus the buffer kept after it. `uid` and `sequence` are the
 * calendar invitation's: the same event, told again with a higher number after each change.
 */
export const appointments = sqliteTable(
  "appointments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    uid: text("uid").notNull().unique(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    startsAt: text("starts_at").notNull(),
    endsAt: text("ends_at").notNull(),
    busyUntil: text("busy_until").notNull(),
    /** booked, confirmed (by staff), cancelled, or past (a later booking of its kind replaced it). */
    status: text("status").notNull(),
    sequence: integer("sequence").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull(),
    /** Who cancelled it: the homeowner (their e-mail's link) or the staff member's account id. */
    cancelledBy: text("cancelled_by"),
    /** When the day-before reminder was queued, or set at booking when the start is that close. */
    reminderQueuedAt: text("reminder_queued_at"),
  },
  (table) => [
    index("appointments_start_idx").on(table.startsAt),
    // A lead holds at most one upcoming appointment of a kind, whatever two requests try at once.
    uniqueIndex("appointments_one_upcoming_idx")
      .on(table.leadId, table.kind)
      .where(sql`status in ('booked', 'confirmed')`),
  ],
);

export type AppointmentRow = typeof appointments.$inferSelect;

/**
 * Each five minutes an upcoming appointment holds, from its start to its buffer's end, as the
 * number of five-minute steps since 1970: the primary key lets one appointment hold a step, so two
 * bookings of overlapping times cannot both be stored, whichever server instance writes them.
 */
export const bookedSteps = sqliteTable(
  "booked_steps",
  {
    step: integer("step").primaryKey(),
    appointmentId: integer("appointment_id")
      .notNull()
      .references(() => appointments.id, { onDelete: "cascade" }),
  },
  (table) => [index("booked_steps_appointment_idx").on(table.appointmentId)],
);

/**
 * Each account's private calendar address (this folder): whoever holds the token reads that
 * account's appointments, so making a new one or stopping it ends the old address for good. Only
 * the token's SHA-256 is kept: a copy of the database opens no one's calendar.
 */
export const calendarFeeds = sqliteTable("calendar_feeds", {
  userId: integer("user_id").primaryKey(),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: createdAt(),
});

/**
 * Which appointment an outbox row (an invitation, a change, a reminder) is about: the booking's
 * own reference beside the row's subject, its lead. Goes with the delivery or the appointment.
 */
export const appointmentDeliveries = sqliteTable(
  "appointment_deliveries",
  {
    deliveryId: integer("delivery_id")
      .primaryKey()
      .references(() => deliveries.id, { onDelete: "cascade" }),
    appointmentId: integer("appointment_id")
      .notNull()
      .references(() => appointments.id, { onDelete: "cascade" }),
  },
  (table) => [index("appointment_deliveries_appointment_idx").on(table.appointmentId)],
);

/**
 * The bookings' tables, which the admin's configuration hands to the engine (lib/cms/database.ts)
 * so its one migration chain owns them.
 */
export const bookingTables = {
  appointments,
  booked_steps: bookedSteps,
  calendar_feeds: calendarFeeds,
  appointment_deliveries: appointmentDeliveries,
};
