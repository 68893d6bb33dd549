import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import type { EstimateDocument } from "./document";
import type { SignedRecord } from "./signature";
import { estimateRevisions, estimateRows, estimateSignatures, estimateViews } from "./tables";

export type RevisionRow = typeof estimateRevisions.$inferSelect;

/** The revision a homeowner was last sent, or none while the estimate is a draft. */
export async function latestRevision(estimateId: number): Promise<RevisionRow | undefined> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(estimateRevisions)
    .where(eq(estimateRevisions.estimateId, estimateId))
    .orderBy(desc(estimateRevisions.revision))
    .limit(1);
  return row;
}

/** One sending of an estimate, by its number; throws when it was never sent. */
export async function revisionRow(estimateId: number, revision: number): Promise<RevisionRow> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(estimateRevisions)
    .where(
      and(eq(estimateRevisions.estimateId, estimateId), eq(estimateRevisions.revision, revision)),
    );
  if (!row) throw new Error(`Estimate ${estimateId} has no revision ${revision}`);
  return row;
}

export const documentOfRow = (row: RevisionRow) => JSON.parse(row.document) as EstimateDocument;

/** The estimate's status as stored (expiry is worked out from the document's valid-until). */
export async function estimateStatus(estimateId: number): Promise<string | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ status: estimateRows.status })
    .from(estimateRows)
    .where(eq(estimateRows.id, estimateId));
  return row?.status;
}

/**
 * One opening of the homeowner's link, kept for the audit trail; the first one moves a sent
 * estimate to viewed. A view of a replaced revision is kept too, under its own number.
 */
export async function recordView(
  estimateId: number,
  revision: number,
  seen: { clientIp: string | null; userAgent: string | null },
) {
  const db = await getDb();
  const now = new Date().toISOString();
  await db.batch([
    db.insert(estimateViews).values({
      estimateId,
      revision,
      clientIp: seen.clientIp,
      userAgent: seen.userAgent?.slice(0, 400) ?? null,
      viewedAt: now,
    }),
    db
      .update(estimateRows)
      .set({
        firstViewedAt: sql`coalesce(${estimateRows.firstViewedAt}, ${now})`,
        status: sql`case when ${estimateRows.status} = 'sent' then 'viewed' else ${estimateRows.status} end`,
      })
      .where(eq(estimateRows.id, estimateId)),
  ]);
}

/** Every opening of the estimate's links, newest first, for the admin. */
export async function viewsOf(estimateId: number) {
  const db = await getDb();
  return db
    .select()
    .from(estimateViews)
    .where(eq(estimateViews.estimateId, estimateId))
    .orderBy(desc(estimateViews.viewedAt), desc(estimateViews.id));
}

/** Every revision sent, newest first. */
export async function revisionsOf(estimateId: number) {
  const db = await getDb();
  return db
    .select()
    .from(estimateRevisions)
    .where(eq(estimateRevisions.estimateId, estimateId))
    .orderBy(desc(estimateRevisions.revision));
}

export type StoredSignature = { record: SignedRecord; sha256: string; cancelledAt: string | null };

/** The estimate's signature, if it was signed (cancelled later or not). */
export async function signatureOf(estimateId: number): Promise<StoredSignature | undefined> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(estimateSignatures)
    .where(eq(estimateSignatures.estimateId, estimateId));
  if (!row) return undefined;
  return {
    record: JSON.parse(row.record) as SignedRecord,
    sha256: row.sha256,
    cancelledAt: row.cancelledAt,
  };
}
