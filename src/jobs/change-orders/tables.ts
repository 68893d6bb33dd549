import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "@/lib/db/columns";
import type { ChangeOrderStatus } from "./status";

/**
 * The admin's `change-orders` table as the server's own work reads and moves it: a signature moves
 * a sent change order to signed once, whatever two servers do at the same moment.
 */
export const changeOrderRows = sqliteTable("change_orders", {
  id: integer("id").primaryKey(),
  jobId: integer("job_id").notNull(),
  number: integer("number"),
  status: text("status").$type<ChangeOrderStatus>().notNull(),
  sent: text("sent"),
  answeredAt: text("answered_at"),
  declineReason: text("decline_reason"),
  updatedAt: text("updated_at").notNull(),
});

/**
 * A change order's signature: the signed record as the exact JSON its SHA-256 is of, one per
 * change order. `appliedAt` is set once the job's contract total, payments and schedule follow;
 * `claimedAt` keeps a second server from applying it at the same time.
 */
export const changeOrderSignatures = sqliteTable("change_order_signatures", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  changeOrderId: integer("change_order_id")
    .notNull()
    .unique()
    .references(() => changeOrderRows.id, { onDelete: "cascade" }),
  record: text("record").notNull(),
  sha256: text("sha256").notNull(),
  signedAt: text("signed_at").notNull(),
  claimedAt: text("claimed_at"),
  appliedAt: text("applied_at"),
});

/**
 * Each e-mail a change order's step sends (sent to the homeowner, signed or declined to the
 * office): the outbox subject, once per change order and step.
 */
export const changeOrderNotices = sqliteTable(
  "change_order_notices",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    changeOrderId: integer("change_order_id")
      .notNull()
      .references(() => changeOrderRows.id, { onDelete: "cascade" }),
    step: text("step").$type<"sent" | "signed" | "declined">().notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("change_order_notices_step_idx").on(table.changeOrderId, table.step)],
);

export const changeOrderTables = {
  change_order_signatures: changeOrderSignatures,
  change_order_notices: changeOrderNotices,
};
