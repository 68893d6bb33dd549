import "server-only";
import { inArray, max } from "drizzle-orm";
import { openStretches } from "@/business";
import { loadBusinessFacts } from "@/business/server";
import { cms } from "@/lib/cms/ready";
import { getDb } from "@/lib/db/client";
import { dallasDay } from "@/lib/time/dallas";
import { jobUpdateRows } from "./tables";
import { workingDaysWithoutUpdate } from "./update-gaps";

/**
 * For each job that has started (its start date has come), the working days it went without a
 * daily update, counted in the days the business's opening hours are open, as the lead response
 * clock counts. Jobs not started yet are left out.
 */
export async function updateGaps(
  jobs: readonly { id: number; startDate?: string | null }[],
  now = new Date(),
): Promise<Map<number, number>> {
  const today = dallasDay(now);
  const started = jobs.filter(
    (job) => job.startDate && dallasDay(new Date(job.startDate)) <= today,
  );
  const gaps = new Map<number, number>();
  if (!started.length) return gaps;
  const db = await getDb();
  const latest = await db
    .select({ jobId: jobUpdateRows.jobId, day: max(jobUpdateRows.day) })
    .from(jobUpdateRows)
    .where(
      inArray(
        jobUpdateRows.jobId,
        started.map((job) => job.id),
      ),
    )
    .groupBy(jobUpdateRows.jobId);
  const lastDay = new Map(latest.map((row) => [row.jobId, row.day]));
  const { hours } = await loadBusinessFacts(await cms());
  const isWorkingDay = (day: string) => openStretches(day, hours).length > 0;
  for (const job of started) {
    const last = lastDay.get(job.id);
    gaps.set(
      job.id,
      workingDaysWithoutUpdate(
        last ? dallasDay(new Date(last)) : null,
        dallasDay(new Date(job.startDate!)),
        today,
        isWorkingDay,
      ),
    );
  }
  return gaps;
}
