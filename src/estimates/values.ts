import "server-only";
import { inArray, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { firstChoice, priceEstimate } from "./pricing";
import type { SignedRecord } from "./signature";
import type { EstimateStatus } from "./status";
import { documentOfRow } from "./store";
import { pricedFrom } from "./stored";
import { estimateRevisions, estimateRows, estimateSignatures } from "./tables";
import { isExpired } from "./valid-until";

/** Where an estimate stands now: its status, or expired when its last day passed unsigned. */
export type EstimateStanding = EstimateStatus | "expired";

export type EstimateValue = {
  id: number;
  standing: EstimateStanding;
  /**
   * What it is worth: the accepted total once signed; before, the total of the revision sent as
   * the homeowner first sees it (the first of each choice, no option added); a draft, nothing yet.
   */
  cents: number | null;
};

export const standingOf = (status: string, validUntil: string, now: Date): EstimateStanding =>
  (status === "draft" || status === "sent" || status === "viewed") && isExpired(validUntil, now)
    ? "expired"
    : (status as EstimateStatus);

/** Every estimate's standing and value (or those of the ids given), read in three queries. */
export async function estimateValues(now = new Date(), ids?: number[]): Promise<EstimateValue[]> {
  const db = await getDb();
  const only = <T>(column: T) => (ids ? inArray(column as never, ids) : undefined);
  const [rows, latest, signatures] = await Promise.all([
    db
      .select({
        id: estimateRows.id,
        status: estimateRows.status,
        validUntil: estimateRows.validUntil,
      })
      .from(estimateRows)
      .where(only(estimateRows.id)),
    db
      .select()
      .from(estimateRevisions)
      .where(
        sql`${estimateRevisions.revision} = (select max(r.revision) from estimate_revisions r where r.estimate_id = ${estimateRevisions.estimateId})${ids ? sql` and ${inArray(estimateRevisions.estimateId, ids)}` : sql``}`,
      ),
    db
      .select({ estimateId: estimateSignatures.estimateId, record: estimateSignatures.record })
      .from(estimateSignatures)
      .where(only(estimateSignatures.estimateId)),
  ]);
  const signedTotal = new Map(
    signatures.map((row) => [
      row.estimateId,
      (JSON.parse(row.record) as SignedRecord).figures.total,
    ]),
  );
  const sentTotal = new Map(
    latest.map((row) => {
      const priced = pricedFrom(documentOfRow(row));
      const result = priceEstimate(priced, firstChoice(priced));
      return [row.estimateId, result.ok ? result.figures.total : null];
    }),
  );
  return rows.map((row) => ({
    id: row.id,
    standing: standingOf(row.status, row.validUntil, now),
    cents: signedTotal.get(row.id) ?? sentTotal.get(row.id) ?? null,
  }));
}

/** How many estimates stand where, and what they are worth together. */
export function valuesByStanding(values: readonly EstimateValue[]) {
  const sums = new Map<EstimateStanding, { count: number; cents: number }>();
  for (const { standing, cents } of values) {
    const sum = sums.get(standing) ?? { count: 0, cents: 0 };
    sums.set(standing, { count: sum.count + 1, cents: sum.cents + (cents ?? 0) });
  }
  return sums;
}

/** Sent or viewed, not signed and not expired: what the owner may still win. */
export const isOpen = (standing: EstimateStanding) => standing === "sent" || standing === "viewed";
