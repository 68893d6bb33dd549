import "server-only";
import { sql } from "@payloadcms/db-sqlite";
import type { CollectionBeforeDeleteHook } from "payload";
import { requestSql } from "@/lib/cms/request-sql";
import { JOB_HANDOVER_SUBJECT } from "../channel-ids";

/**
 * A deleted job takes along its daily updates and the owner's alerts about it (named while its
 * handovers still exist), in the delete's own transaction; the handovers go by their foreign key.
 */
export const forgetJobRecords: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const jobId = Number(id);
  const db = await requestSql(req);
  await db.run(sql`DELETE FROM job_updates WHERE job_id = ${jobId}`);
  await db.run(
    sql`DELETE FROM deliveries WHERE subject = ${JOB_HANDOVER_SUBJECT} AND subject_id IN (SELECT id FROM job_handovers WHERE job_id = ${jobId})`,
  );
};
