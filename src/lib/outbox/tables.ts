import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "@/lib/db/columns";

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

export type DeliveryRow = typeof deliveries.$inferSelect;
