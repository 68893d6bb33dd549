import "server-only";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Cents } from "@/lib/money/cents";
import { getDb } from "@/lib/db/client";
import type { SignedRecord } from "./signature";
import { estimateRows, estimateSignatures } from "./tables";

/** How far a lead's estimates went: one was sent, and what the signed ones came to (not cancelled). */
export type EstimateOutcome = { sent: boolean; signedCents: Cents | null };

/**
 * For each of these leads with an estimate: whether one was sent, and the total of those its
 * homeowner signed and did not cancel within the right to cancel, as signed (the record's figures).
 */
export async function estimateOutcomes(
  leadIds: readonly number[],
): Promise<Map<number, EstimateOutcome>> {
  const outcomes = new Map<number, EstimateOutcome>();
  if (leadIds.length === 0) return outcomes;
  const db = await getDb();
  const sent = await db
    .select({
      leadId: estimateRows.leadId,
      status: estimateRows.status,
      record: estimateSignatures.record,
    })
    .from(estimateRows)
    .leftJoin(estimateSignatures, eq(estimateSignatures.estimateId, estimateRows.id))
    .where(and(inArray(estimateRows.leadId, [...leadIds]), isNotNull(estimateRows.sentAt)));
  for (const { leadId, status, record } of sent) {
    if (leadId === null) continue;
    const outcome = outcomes.get(leadId) ?? { sent: true, signedCents: null };
    if (record && status === "accepted") {
      const { figures } = JSON.parse(record) as SignedRecord;
      outcome.signedCents = (outcome.signedCents ?? 0) + figures.total;
    }
    outcomes.set(leadId, outcome);
  }
  return outcomes;
}
