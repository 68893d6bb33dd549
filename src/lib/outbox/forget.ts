import "server-only";
import { sql } from "@payloadcms/db-sqlite";
import type { PayloadRequest } from "payload";
import { requestSql } from "@/lib/cms/request-sql";

/**
 * Deletes every delivery of one subject, and with them (by their foreign keys to the delivery)
 * the devices a push reached and a booking's reference: what a foreign key to the subject's table
 * did before the outbox named its subjects generically. The subject's owner calls it as it
 * deletes the subject, in the delete's own transaction, so both go or neither does.
 */
export async function forgetDeliveriesOf(req: PayloadRequest, subject: string, subjectId: number) {
  const db = await requestSql(req);
  await db.run(
    sql`DELETE FROM deliveries WHERE subject = ${subject} AND subject_id = ${subjectId}`,
  );
}
