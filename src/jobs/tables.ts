import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "@/lib/db/columns";
import type { Locale } from "@/lib/i18n/locale";
import { changeOrderTables } from "./change-orders/tables";
import { claimTables } from "./claims/tables";
import type { JobStatus } from "./status";

/**
 * The admin's collection (collection.ts) declares the jobs table; this is the typed view of the
 * columns the server's own work reads (which signed estimate a job came from, where it is, who
 * runs it), which tests/integration/schema-chain.test.ts holds to the declaration.
 */
export const jobRows = sqliteTable("jobs", {
  id: integer("id").primaryKey(),
  title: text("title").notNull(),
  status: text("status").$type<JobStatus>().notNull(),
  projectManagerId: integer("project_manager_id"),
  estimateId: integer("estimate_id"),
  homeownerName: text("homeowner_name"),
  /** The homeowner's e-mail address: who the portal opens the job to. */
  email: text("email"),
  language: text("language").$type<Locale>(),
  city: text("city"),
  updatedAt: text("updated_at").notNull(),
});

/**
 * Each time a job without a project manager (their account deleted) went to the owner: the
 * outbox subject of the owner's alerts about it, so they are told once.
 */
export const jobHandovers = sqliteTable("job_handovers", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  jobId: integer("job_id")
    .notNull()
    .references(() => jobRows.id, { onDelete: "cascade" }),
  toAccount: integer("to_account").notNull(),
  createdAt: createdAt(),
});

/** The tables this concept adds beside its collection's. */
export const jobTables = { job_handovers: jobHandovers, ...changeOrderTables, ...claimTables };

/** The admin's `job-updates` table as the owner's dashboard reads it: which job, which day. */
export const jobUpdateRows = sqliteTable("job_updates", {
  id: integer("id").primaryKey(),
  jobId: integer("job_id").notNull(),
  day: text("day").notNull(),
});

/** The admin's `job-messages` table as the server's own work reads it. */
export const jobMessageRows = sqliteTable("job_messages", {
  id: integer("id").primaryKey(),
  jobId: integer("job_id").notNull(),
  from: text("from").$type<"homeowner" | "staff">(),
  body: text("body").notNull(),
  answeredAt: text("answered_at"),
  createdAt: text("created_at").notNull(),
});
