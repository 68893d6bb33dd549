import "server-only";
import { sql } from "@payloadcms/db-sqlite";
import type { CollectionAfterDeleteHook } from "payload";
import { forgetCalendarFeedOf } from "@/bookings/server";
import { forgetPushDevicesOf } from "@/leads/server";
import { requestSql } from "@/lib/cms/request-sql";

/**
 * A deleted account leaves nothing that still acts as it: its calendar address (which reads every
 * homeowner's name, phone and address), the devices its alerts go to, and the editing locks it
 * held. Its sessions and preferences go with the row itself (foreign keys). Run in the delete's
 * own transaction: the account and what acts as it go together or not at all. Ids are never
 * reused (migration 20261203_100000_accounts_leave_nothing), so nothing left elsewhere under its
 * id can pass to a later account either. The address and the devices are the bookings' and the
 * alerts' tables: each owner ends its own.
 */
export const endWhatActsAsTheAccount: CollectionAfterDeleteHook = async ({ id, req }) => {
  const account = Number(id);
  await forgetCalendarFeedOf(req, account);
  await forgetPushDevicesOf(req, account);
  const db = await requestSql(req);
  // The lock's link to the account went with the row: a lock that names no one is the account's.
  await db.run(sql`DELETE FROM payload_locked_documents WHERE id NOT IN
    (SELECT parent_id FROM payload_locked_documents_rels WHERE path = 'user')`);
};
