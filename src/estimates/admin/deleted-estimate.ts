import "server-only";
import { sql } from "@payloadcms/db-sqlite";
import type { CollectionBeforeDeleteHook } from "payload";
import { requestSql } from "@/lib/cms/request-sql";
import { ESTIMATE_EVENT_SUBJECT, ESTIMATE_SUBJECT } from "../channel-ids";

/**
 * A deleted estimate takes its messages with it: each sending's e-mail (its subject is the
 * revision) and the alerts and copies of each answer (their subject is the answer). They are
 * named here while the revisions and answers still exist, in the delete's own transaction; the
 * rows themselves go by their foreign keys to the estimate.
 */
export const forgetEstimateDeliveries: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const estimateId = Number(id);
  const db = await requestSql(req);
  await db.run(
    sql`DELETE FROM deliveries WHERE (subject = ${ESTIMATE_SUBJECT} AND subject_id IN (SELECT id FROM estimate_revisions WHERE estimate_id = ${estimateId})) OR (subject = ${ESTIMATE_EVENT_SUBJECT} AND subject_id IN (SELECT id FROM estimate_events WHERE estimate_id = ${estimateId}))`,
  );
};
