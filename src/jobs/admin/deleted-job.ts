import "server-only";
import { sql } from "@payloadcms/db-sqlite";
import type { CollectionBeforeDeleteHook } from "payload";
import { requestSql } from "@/lib/cms/request-sql";
import { JOB_HANDOVER_SUBJECT } from "../channel-ids";

/**
 * A deleted job takes the owner's alerts about it along, named while its handovers still exist,
 * in the delete's own transaction; the handovers go by their foreign key to the job.
 */
export const forgetJobDeliveries: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const db = await requestSql(req);
  await db.run(
    sql`DELETE FROM deliveries WHERE subject = ${JOB_HANDOVER_SUBJECT} AND subject_id IN (SELECT id FROM job_handovers WHERE job_id = ${Number(id)})`,
  );
};
