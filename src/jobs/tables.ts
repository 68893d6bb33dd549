import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { JobStatus } from "./status";

/**
 * The admin's collection (collection.ts) declares the jobs table; this is the typed view of the
 * columns the server's own work reads (which signed estimate a job came from, where it is), which
 * tests/integration/schema-chain.test.ts holds to the declaration.
 */
export const jobRows = sqliteTable("jobs", {
  id: integer("id").primaryKey(),
  status: text("status").$type<JobStatus>().notNull(),
  estimateId: integer("estimate_id"),
  updatedAt: text("updated_at").notNull(),
});
