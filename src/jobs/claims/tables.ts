import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "@/lib/db/columns";
import type { ClaimStatus, WarrantyKind } from "./status";

/** The admin's `warranty-claims` table as the server's own work reads it. */
export const claimRows = sqliteTable("warranty_claims", {
  id: integer("id").primaryKey(),
  jobId: integer("job_id").notNull(),
  status: text("status").$type<ClaimStatus>().notNull(),
  warranty: text("warranty").$type<WarrantyKind>().notNull(),
  description: text("description").notNull(),
  from: text("from").$type<"homeowner" | "staff">(),
  visitAt: text("visit_at"),
  visitAppointment: integer("visit_appointment"),
  declineReason: text("decline_reason"),
  updatedAt: text("updated_at").notNull(),
});

/**
 * Each e-mail a claim's step sends (received to the office, each answer to the homeowner): the
 * outbox subject, once per claim and step.
 */
export const claimNotices = sqliteTable(
  "warranty_claim_notices",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    claimId: integer("claim_id")
      .notNull()
      .references(() => claimRows.id, { onDelete: "cascade" }),
    step: text("step").$type<ClaimStatus>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("warranty_claim_notices_step_idx").on(table.claimId, table.step)],
);

export const claimTables = { warranty_claim_notices: claimNotices };
