import "server-only";
import { sql } from "@payloadcms/db-sqlite";
import type { CollectionAfterDeleteHook, CollectionBeforeDeleteHook } from "payload";
import { requestSql } from "@/lib/cms/request-sql";
import { privatePhotoFiles } from "@/lib/storage/stored-files";
import {
  CHANGE_ORDER_NOTICE_SUBJECT,
  CLAIM_NOTICE_SUBJECT,
  JOB_HANDOVER_SUBJECT,
  JOB_MESSAGE_SUBJECT,
} from "../channel-ids";

/** The stored files of a deleted job's photos, from its delete's start to its end. */
const PHOTO_FILES = "deletedJobPhotoFiles";

type PhotoFileRow = { original: string | null; small: string | null; large: string | null };

/**
 * A deleted job takes along its photos, its daily updates, its messages, its change orders and
 * warranty claims (their signatures and notices go by their foreign keys) and the owner's alerts about it (named
 * while its handovers still exist), in the delete's own transaction; the handovers go by their
 * foreign key. A photo left without a job could be picked for another family's. The rows go by
 * statement (the engine's own delete, run inside this one, would read outside the transaction
 * and wait behind it); their files go once the job's row is gone (removeJobPhotoFiles).
 */
export const forgetJobRecords: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const jobId = Number(id);
  const db = await requestSql(req);
  const files = await db.all<PhotoFileRow>(
    sql`SELECT filename AS original, sizes_small_filename AS small, sizes_large_filename AS large FROM job_photos WHERE job_id = ${jobId}`,
  );
  req.context[PHOTO_FILES] = files.flatMap((row) =>
    [row.original, row.small, row.large].filter((name): name is string => Boolean(name)),
  );
  await db.run(
    sql`DELETE FROM payload_locked_documents_rels WHERE job_photos_id IN (SELECT id FROM job_photos WHERE job_id = ${jobId})`,
  );
  await db.run(sql`DELETE FROM job_photos WHERE job_id = ${jobId}`);
  await db.run(
    sql`DELETE FROM deliveries WHERE subject = ${JOB_MESSAGE_SUBJECT} AND subject_id IN (SELECT id FROM job_messages WHERE job_id = ${jobId})`,
  );
  await db.run(sql`DELETE FROM job_messages WHERE job_id = ${jobId}`);
  await db.run(sql`DELETE FROM job_updates WHERE job_id = ${jobId}`);
  await db.run(
    sql`DELETE FROM deliveries WHERE subject = ${CHANGE_ORDER_NOTICE_SUBJECT} AND subject_id IN (SELECT change_order_notices.id FROM change_order_notices JOIN change_orders ON change_orders.id = change_order_notices.change_order_id WHERE change_orders.job_id = ${jobId})`,
  );
  await db.run(sql`DELETE FROM change_orders WHERE job_id = ${jobId}`);
  await db.run(
    sql`DELETE FROM deliveries WHERE subject = ${CLAIM_NOTICE_SUBJECT} AND subject_id IN (SELECT warranty_claim_notices.id FROM warranty_claim_notices JOIN warranty_claims ON warranty_claims.id = warranty_claim_notices.claim_id WHERE warranty_claims.job_id = ${jobId})`,
  );
  await db.run(sql`DELETE FROM warranty_claims WHERE job_id = ${jobId}`);
  await db.run(
    sql`DELETE FROM deliveries WHERE subject = ${JOB_HANDOVER_SUBJECT} AND subject_id IN (SELECT id FROM job_handovers WHERE job_id = ${jobId})`,
  );
};

/** A deleted job's photo files, from the folder or the bucket. */
export const removeJobPhotoFiles: CollectionAfterDeleteHook = async ({ req }) => {
  const names = (req.context[PHOTO_FILES] as string[] | undefined) ?? [];
  await Promise.all(names.map((name) => privatePhotoFiles().remove(name)));
};
