import type { Locale } from "@/lib/i18n/locale";
import { createdAt } from "@/lib/db/columns";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { pushDevices, pushSends } from "./push/tables";

/**
 * One row per project request, with everything needed to answer it and prove consent. The admin's
 * collection (collection.ts) declares the table and its chain migrates it; this is the intake's
 * and the store's typed view of its columns, which tests/integration/schema-chain.test.ts holds to
 * the declaration.
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
  /** The phone's digits, which the admin's search compares (admin/lead-query.ts). */
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
  /** Whether the first page came from the visit's own record or, without one, the form's post. */
  attributedFrom: text("attributed_from").$type<"first_visit" | "form_post">(),
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

export type LeadRow = typeof leads.$inferSelect;
export type NewLeadRow = typeof leads.$inferInsert;

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
 * The leads' tables no admin collection declares, which the admin's configuration hands to the
 * engine (lib/cms/database.ts) so its one migration chain owns them too.
 */
export const leadTables = {
  spent_form_tokens: spentFormTokens,
  review_opt_outs: reviewOptOuts,
  push_devices: pushDevices,
  push_sends: pushSends,
};
