import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "@/lib/db/columns";
import type { Locale } from "@/lib/i18n/locale";

/**
 * The admin's collection (collection.ts) declares the estimates table; this is the typed view of
 * the columns the homeowner's side reads and moves (status, first view), which
 * tests/integration/schema-chain.test.ts holds to the declaration.
 */
export const estimateRows = sqliteTable("estimates", {
  id: integer("id").primaryKey(),
  status: text("status").notNull(),
  leadId: integer("lead_id"),
  sentAt: text("sent_at"),
  firstViewedAt: text("first_viewed_at"),
  validUntil: text("valid_until").notNull(),
  language: text("language").$type<Locale>(),
  updatedAt: text("updated_at").notNull(),
});

/**
 * What the homeowner was sent, each time: the estimate frozen as it was (the business's name and
 * warranty with it), so later edits in the admin never change what a link shows or what was
 * signed. Sending again adds the next revision; an older revision's link says it was replaced.
 */
export const estimateRevisions = sqliteTable(
  "estimate_revisions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    estimateId: integer("estimate_id")
      .notNull()
      .references(() => estimateRows.id, { onDelete: "cascade" }),
    revision: integer("revision").notNull(),
    /** The document as JSON (document.ts), exactly as shown and, once signed, as hashed. */
    document: text("document").notNull(),
    sentTo: text("sent_to").notNull(),
    sentBy: integer("sent_by"),
    sentAt: createdAt(),
  },
  (table) => [uniqueIndex("estimate_revisions_number_idx").on(table.estimateId, table.revision)],
);

/** Each time the homeowner's link was opened, for the audit trail the admin shows. */
export const estimateViews = sqliteTable(
  "estimate_views",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    estimateId: integer("estimate_id")
      .notNull()
      .references(() => estimateRows.id, { onDelete: "cascade" }),
    revision: integer("revision").notNull(),
    clientIp: text("client_ip"),
    userAgent: text("user_agent"),
    viewedAt: createdAt(),
  },
  (table) => [index("estimate_views_estimate_idx").on(table.estimateId)],
);

/**
 * The one signature an estimate can have: which revision, what was chosen and what it came to,
 * who signed and how (the consent they gave, their typed name, address and browser), and the
 * SHA-256 of the signed record (signature.ts), so any later change to it can be shown.
 */
export const estimateSignatures = sqliteTable("estimate_signatures", {
  estimateId: integer("estimate_id")
    .primaryKey()
    .references(() => estimateRows.id, { onDelete: "cascade" }),
  revision: integer("revision").notNull(),
  /** The signed record as JSON, exactly the text the hash is of. */
  record: text("record").notNull(),
  sha256: text("sha256").notNull(),
  signedAt: text("signed_at").notNull(),
  /** The end of the Texas 3-day right to cancel, or null when the estimate has none. */
  cancelUntil: text("cancel_until"),
  cancelledAt: text("cancelled_at"),
});

/**
 * What the homeowner did from their link, beside the signature: a decline (with its reason), a
 * cancellation, a question. Each is one row the owner is alerted about through the outbox, and
 * the questions stay with the estimate and its lead.
 */
export const estimateEvents = sqliteTable(
  "estimate_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    estimateId: integer("estimate_id")
      .notNull()
      .references(() => estimateRows.id, { onDelete: "cascade" }),
    revision: integer("revision").notNull(),
    kind: text("kind").$type<EstimateEventKind>().notNull(),
    /** The homeowner's words: the reason for a decline, the question. */
    note: text("note"),
    clientIp: text("client_ip"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (table) => [index("estimate_events_estimate_idx").on(table.estimateId, table.createdAt)],
);

export const estimateEventKinds = ["signed", "declined", "cancelled", "question"] as const;
export type EstimateEventKind = (typeof estimateEventKinds)[number];

/** The tables this concept adds beside its collection's. */
export const estimateTables = {
  estimate_revisions: estimateRevisions,
  estimate_views: estimateViews,
  estimate_signatures: estimateSignatures,
  estimate_events: estimateEvents,
};
