import "server-only";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import type { ChangeOrderDocument, SignedChangeOrder } from "./document";
import { changeOrderRows, changeOrderSignatures } from "./tables";
import type { ChangeOrderStatus } from "./status";

export const recordText = (record: SignedChangeOrder) => JSON.stringify(record);
export const sha256Of = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

export type StoredChangeSignature = {
  record: SignedChangeOrder;
  sha256: string;
  appliedAt: string | null;
};

/** A change order as the homeowner's page and the office's record read it. */
export type ChangeOrderView = {
  id: number;
  jobId: number;
  status: ChangeOrderStatus;
  document: ChangeOrderDocument;
  answeredAt: string | null;
  declineReason: string | null;
  signature: StoredChangeSignature | null;
};

export async function signatureOfChange(
  changeOrderId: number,
): Promise<StoredChangeSignature | undefined> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(changeOrderSignatures)
    .where(eq(changeOrderSignatures.changeOrderId, changeOrderId));
  if (!row) return undefined;
  return {
    record: JSON.parse(row.record) as SignedChangeOrder,
    sha256: row.sha256,
    appliedAt: row.appliedAt,
  };
}

const viewOf = async (
  row: typeof changeOrderRows.$inferSelect,
): Promise<ChangeOrderView | undefined> => {
  if (!row.sent) return undefined;
  return {
    id: row.id,
    jobId: row.jobId,
    status: row.status,
    document: JSON.parse(row.sent) as ChangeOrderDocument,
    answeredAt: row.answeredAt,
    declineReason: row.declineReason,
    signature: row.status === "signed" ? ((await signatureOfChange(row.id)) ?? null) : null,
  };
};

/**
 * A job's change orders the homeowner was sent, oldest first (withdrawn ones too, marked so);
 * drafts are the office's alone.
 */
export async function changeOrdersOf(jobId: number): Promise<ChangeOrderView[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(changeOrderRows)
    .where(eq(changeOrderRows.jobId, jobId))
    .orderBy(changeOrderRows.number);
  const views = await Promise.all(rows.filter((row) => row.status !== "draft").map(viewOf));
  return views.filter((view): view is ChangeOrderView => view !== undefined);
}

/** One change order sent to the homeowner (any status but draft), or undefined. */
export async function changeOrderView(id: number): Promise<ChangeOrderView | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(changeOrderRows).where(eq(changeOrderRows.id, id));
  return row && row.status !== "draft" ? viewOf(row) : undefined;
}
