import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "@/lib/db/columns";
import type { Locale } from "@/lib/i18n/locale";
import { jobMessageRows, jobRows } from "@/jobs/server";

/**
 * One-time sign-in links. The link is the row's id and a digest keyed by the server's secret
 * (lib/security/keyed-digest.ts) over the row's salt: the row alone signs no one in.
 */
export const portalLinks = sqliteTable(
  "portal_links",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The homeowner's e-mail address, lowercased: whose jobs the link opens. */
    address: text("address").notNull(),
    salt: text("salt").notNull(),
    language: text("language").$type<Locale>().notNull(),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    createdAt: createdAt(),
  },
  (table) => [index("portal_links_address_idx").on(table.address)],
);

export type PortalLinkRow = typeof portalLinks.$inferSelect;

/** A device kept signed in: the cookie's SHA-256, never the cookie. */
export const portalSessions = sqliteTable(
  "portal_sessions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    tokenHash: text("token_hash").notNull().unique(),
    address: text("address").notNull(),
    /** The browser it was signed in from (its first 300 characters), named in the list of devices. */
    userAgent: text("user_agent"),
    lastSeenAt: text("last_seen_at").notNull(),
    expiresAt: text("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("portal_sessions_address_idx").on(table.address)],
);

export type PortalSessionRow = typeof portalSessions.$inferSelect;

/** The one invitation each job's homeowner gets: the outbox subject of its e-mail. */
export const portalInvitations = sqliteTable("portal_invitations", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  jobId: integer("job_id")
    .notNull()
    .unique()
    .references(() => jobRows.id, { onDelete: "cascade" }),
  address: text("address").notNull(),
  language: text("language").$type<Locale>().notNull(),
  createdAt: createdAt(),
});

/** The one digest a job's homeowner gets for a day: its outbox subject, unique per job and day. */
export const portalDigests = sqliteTable(
  "portal_digests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobRows.id, { onDelete: "cascade" }),
    /** The Dallas day (YYYY-MM-DD) whose updates it tells. */
    day: text("day").notNull(),
    address: text("address").notNull(),
    language: text("language").$type<Locale>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("portal_digests_job_day_idx").on(table.jobId, table.day)],
);

/** Addresses that turned the daily e-mail off in their portal. */
export const portalDigestOptOuts = sqliteTable("portal_digest_opt_outs", {
  address: text("address").primaryKey(),
  createdAt: createdAt(),
});

/**
 * Each message whose e-mail and alerts are queued (to the office for a homeowner's, to the
 * homeowner for the office's): one row, so whichever server's round sees the message first
 * queues them, once.
 */
export const portalMessageAlerts = sqliteTable("portal_message_alerts", {
  messageId: integer("message_id")
    .primaryKey()
    .references(() => jobMessageRows.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

/** The tables this concept adds. */
export const portalTables = {
  portal_message_alerts: portalMessageAlerts,
  portal_links: portalLinks,
  portal_sessions: portalSessions,
  portal_invitations: portalInvitations,
  portal_digests: portalDigests,
  portal_digest_opt_outs: portalDigestOptOuts,
};
