import "server-only";
import { and, asc, eq, isNull, ne } from "drizzle-orm";
import { businessMinutesBetween } from "@/business";
import { loadBusinessFacts } from "@/business/server";
import { cms } from "@/lib/cms/ready";
import { getDb } from "@/lib/db/client";
import { jobMessageRows, jobRows } from "./tables";

/** A homeowner's message the office has not answered yet, and how long it has waited. */
export type WaitingMessage = {
  id: number;
  jobId: number;
  title: string;
  createdAt: string;
  /** Minutes of opening hours since it came, as the lead response clock counts them. */
  minutes: number;
};

/**
 * The homeowners' messages no one from the office has answered, oldest first, each with the
 * opening-hours minutes it has waited: a message sent on Saturday night starts counting when the
 * business opens on Monday. Messages on cancelled jobs wait for no one.
 */
export async function waitingMessages(now = new Date()): Promise<WaitingMessage[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: jobMessageRows.id,
      jobId: jobRows.id,
      title: jobRows.title,
      createdAt: jobMessageRows.createdAt,
    })
    .from(jobMessageRows)
    .innerJoin(jobRows, eq(jobRows.id, jobMessageRows.jobId))
    .where(
      and(
        eq(jobMessageRows.from, "homeowner"),
        isNull(jobMessageRows.answeredAt),
        ne(jobRows.status, "cancelled"),
      ),
    )
    .orderBy(asc(jobMessageRows.createdAt));
  if (!rows.length) return [];
  const { hours } = await loadBusinessFacts(await cms());
  return rows.map((row) => ({
    ...row,
    minutes: businessMinutesBetween(new Date(row.createdAt), now, hours),
  }));
}
