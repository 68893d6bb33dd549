import type { Locale } from "@/lib/i18n/locale";
import { sql } from "drizzle-orm";
import {
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";

const createdAt = () =>
  text("created_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

/**
 * One row per project request, with everything needed to answer it and prove consent. The admin's
 * collection (leads/collection.ts) declares the table and its chain migrates it; this is the
 * intake's and the outbox's typed view of its columns, which tests/integration/schema-chain.test.ts
 * holds to the declaration.
 */
export const leads = sqliteTable("leads", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  createdAt: createdAt(),
  // No SQL default: SQLite cannot add a column with one to an existing table.
  updatedAt: text("updated_at")
    .notNull()
    .$defaultFn(() => new Date().toISOString()),
  fullName: text("full_name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  /** The phone's digits, which the admin's search compares (leads/admin/lead-query.ts). */
  phoneDigits: text("phone_digits"),
  projectAddress: text("project_address").notNull(),
  city: text("city").notNull(),
  serviceTypes: text("service_types", { mode: "json" }).$type<string[]>().notNull(),
  startDate: text("start_date"),
  budgetRange: text("budget_range").notNull(),
  projectDescription: text("project_description"),
  hearAboutUs: text("hear_about_us"),
  consent: integer("consent", { mode: "boolean" }).notNull(),
  consentText: text("consent_text").notNull(),
  consentAt: text("consent_at").notNull(),
  clientIp: text("client_ip"),
  userAgent: text("user_agent"),
  landingPage: text("landing_page"),
  referrer: text("referrer"),
  utmSource: text("utm_source"),
  utmMedium: text("utm_medium"),
  utmCampaign: text("utm_campaign"),
  utmTerm: text("utm_term"),
  utmContent: text("utm_content"),
  firstTouchAt: text("first_touch_at"),
  formPage: text("form_page"),
  spamVerdict: text("spam_verdict").notNull(),
  isSpam: integer("is_spam", { mode: "boolean" }).notNull(),
  status: text("status").notNull().default("new"),
  statusChangedAt: text("status_changed_at"),
  /** Set by the admin when someone first answers (leads/response-clock/first-response.ts). */
  firstResponseAt: text("first_response_at"),
  /** The account (the admin's users table) that answered first. */
  firstResponseById: integer("first_response_by_id"),
  /** When the outbox queued the one "Still waiting" reminder (leads/response-clock). */
  reminderSentAt: text("reminder_sent_at"),
  /** When someone asked the homeowner for a review (once per lead, leads/review-request). */
  reviewRequestedAt: text("review_requested_at"),
  /** The edition the form was sent from: the homeowner is answered in it (lib/i18n/locale.ts). */
  language: text("language").$type<Locale>().notNull().default("en"),
});

/**
 * The outbox: one row per message, retried until it is sent. It names what the message is about
 * by a generic subject, `subject` ("lead") and `subject_id`, never by a foreign key to a concept's
 * table: the outbox is platform and imports no concept. The subject is the record a message
 * threads under and whose history lists it, so it is the lead for an appointment's invitation too
 * (which appointment is the booking's own reference, `appointment_deliveries`), and the
 * Message-ID `<lead-{id}.{channel}.{delivery}@…>` stays what receivers already thread by. A
 * subject's owner deletes its deliveries when it deletes the subject (`forgetDeliveriesOf`).
 */
export const deliveries = sqliteTable(
  "deliveries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    subject: text("subject").notNull(),
    subjectId: integer("subject_id").notNull(),
    channel: text("channel").notNull(),
    status: text("status").notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: text("next_attempt_at"),
    lockedUntil: text("locked_until"),
    sentAt: text("sent_at"),
    createdAt: createdAt(),
  },
  (table) => [
    index("deliveries_due_idx").on(table.status, table.nextAttemptAt),
    index("deliveries_subject_idx").on(table.subject, table.subjectId),
  ],
);

/** Small server-side settings, e.g. the generated key that signs form tokens. */
export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

export type LeadRow = typeof leads.$inferSelect;
export type NewLeadRow = typeof leads.$inferInsert;
export type DeliveryRow = typeof deliveries.$inferSelect;

/** Form tokens already used for a stored lead: a token is good for one lead (decisions.md §5). */
export const spentFormTokens = sqliteTable(
  "spent_form_tokens",
  {
    tokenId: text("token_id").primaryKey(),
    spentAt: text("spent_at").notNull(),
  },
  (table) => [index("spent_form_tokens_spent_idx").on(table.spentAt)],
);

/** Addresses that asked for no more review requests (lower case), whatever lead they came from. */
export const reviewOptOuts = sqliteTable("review_opt_outs", {
  email: text("email").primaryKey(),
  optedOutAt: text("opted_out_at").notNull(),
});

/**
 * Devices an account turned alerts on for (the admin installed on a phone or desktop): where its
 * browser's push service takes messages for it, and the keys that encrypt them (leads/push).
 * `user_id` is the admin's account; an account sees and removes only its own devices.
 */
export const pushDevices = sqliteTable(
  "push_devices",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").notNull(),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** What the account sees in its list, e.g. "Chrome on Android". */
    label: text("label").notNull(),
    createdAt: createdAt(),
    lastAlertAt: text("last_alert_at"),
    /**
     * Alerts its push service refused in a row (leads/push/send.ts): the device is dropped at the
     * limit, and the count starts again at its next alert that goes through.
     */
    failures: integer("failures").notNull().default(0),
    /** What the push service said last time it refused, for the account's list of devices. */
    lastFailure: text("last_failure"),
    lastFailureAt: text("last_failure_at"),
  },
  (table) => [index("push_devices_user_idx").on(table.userId)],
);

export type PushDeviceRow = typeof pushDevices.$inferSelect;

/**
 * Which devices one push delivery already reached: a retry after one device's push service failed
 * sends only to the devices missing here, so no device shows the same alert twice.
 */
export const pushSends = sqliteTable(
  "push_sends",
  {
    deliveryId: integer("delivery_id")
      .notNull()
      .references(() => deliveries.id, { onDelete: "cascade" }),
    deviceId: integer("device_id").notNull(),
    sentAt: text("sent_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.deliveryId, table.deviceId] })],
);

/**
 * A call or in-home visit a homeowner booked after their request (src/bookings). Times are UTC
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
 * Each account's private calendar address (src/bookings): whoever holds the token reads that
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
 * The tables no admin collection declares, handed to the admin's engine (lib/cms/database.ts) so
 * its one migration chain owns them too: `npm run cms -- migrate:create` writes their changes,
 * and tests/integration/schema-chain.test.ts checks the chain makes exactly what is declared.
 */
export const storeTables = {
  deliveries,
  settings,
  spent_form_tokens: spentFormTokens,
  review_opt_outs: reviewOptOuts,
  push_devices: pushDevices,
  push_sends: pushSends,
  appointments,
  booked_steps: bookedSteps,
  calendar_feeds: calendarFeeds,
  appointment_deliveries: appointmentDeliveries,
};
