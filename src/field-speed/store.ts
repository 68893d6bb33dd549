import "server-only";
import { and, gte, lte, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import type { Metric } from "./metrics";
import { vitalsDays } from "./tables";
import type { Template } from "./templates";

export type VitalCount = { template: Template; metric: Metric; bucket: number; count: number };

/** Adds a view to a day's bucket of one metric for one kind of page. */
export async function countVital(day: string, template: Template, metric: Metric, bucket: number) {
  const db = await getDb();
  await db.run(sql`
    INSERT INTO vitals_days (day, template, metric, bucket, count)
    VALUES (${day}, ${template}, ${metric}, ${bucket}, 1)
    ON CONFLICT (day, template, metric, bucket) DO UPDATE SET count = count + 1`);
}

/** Every bucket's views from `from` to `to` (Dallas days, both included), the days added up. */
export async function vitalsBetween(from: string, to: string): Promise<VitalCount[]> {
  const db = await getDb();
  const rows = await db
    .select({
      template: vitalsDays.template,
      metric: vitalsDays.metric,
      bucket: vitalsDays.bucket,
      count: sql<number>`sum(${vitalsDays.count})`,
    })
    .from(vitalsDays)
    .where(and(gte(vitalsDays.day, from), lte(vitalsDays.day, to)))
    .groupBy(vitalsDays.template, vitalsDays.metric, vitalsDays.bucket);
  return rows.map((row) => ({ ...row, count: Number(row.count) })) as VitalCount[];
}
