import "server-only";
import { sql } from "@payloadcms/db-sqlite";
import type { CollectionAfterDeleteHook, CollectionBeforeDeleteHook } from "payload";
import { requestSql } from "@/lib/cms/request-sql";
import { ESTIMATE_EVENT_SUBJECT, ESTIMATE_SUBJECT } from "../channel-ids";

/** The deliveries a deleted estimate takes along, named before it goes, removed after. */
const DELIVERIES = "deletedEstimateDeliveries";

/**
 * A deleted estimate takes its messages with it: each sending's e-mail (its subject is the
 * revision) and the alerts and copies of each answer (their subject is the answer). They are
 * named here, by a read, while the revisions and answers still exist; the rows themselves go by
 * their foreign keys to the estimate.
 */
export const nameEstimateDeliveries: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const estimateId = Number(id);
  const db = await requestSql(req);
  const rows = await db.all<{ id: number }>(
    sql`SELECT id FROM deliveries WHERE (subject = ${ESTIMATE_SUBJECT} AND subject_id IN (SELECT id FROM estimate_revisions WHERE estimate_id = ${estimateId})) OR (subject = ${ESTIMATE_EVENT_SUBJECT} AND subject_id IN (SELECT id FROM estimate_events WHERE estimate_id = ${estimateId}))`,
  );
  req.context[DELIVERIES] = rows.map((row) => Number(row.id));
};

/**
 * Removes them once the estimate is gone, in the delete's own transaction. Not before: a
 * transaction takes the connection at its first write, and the engine checks the estimate's edit
 * lock between these two hooks with a read outside it, which would wait behind that write.
 */
export const removeEstimateDeliveries: CollectionAfterDeleteHook = async ({ req }) => {
  const ids = (req.context[DELIVERIES] as number[] | undefined) ?? [];
  if (!ids.length) return;
  const db = await requestSql(req);
  await db.run(
    sql`DELETE FROM deliveries WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
};
