import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { estimateRevisions, estimateRows, estimateSignatures } from "./tables";

export type SignedEstimate = {
  estimateId: number;
  /** Accepted, or cancelled within the right to cancel. */
  status: "accepted" | "cancelled";
  leadId: number | null;
  /** Who sent the signed revision: the job's first project manager. */
  sentBy: number | null;
};

/** Every estimate a homeowner signed, with its lead and its sender: what starts a job. */
export async function signedEstimates(): Promise<SignedEstimate[]> {
  const db = await getDb();
  const rows = await db
    .select({
      estimateId: estimateRows.id,
      status: estimateRows.status,
      leadId: estimateRows.leadId,
      sentBy: estimateRevisions.sentBy,
    })
    .from(estimateRows)
    .innerJoin(estimateSignatures, eq(estimateSignatures.estimateId, estimateRows.id))
    .leftJoin(
      estimateRevisions,
      and(
        eq(estimateRevisions.estimateId, estimateRows.id),
        eq(estimateRevisions.revision, estimateSignatures.revision),
      ),
    )
    .where(inArray(estimateRows.status, ["accepted", "cancelled"]));
  return rows as SignedEstimate[];
}
