import "server-only";
import { and, gte, lte, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import type { Origin } from "./channel";
import type { DayCount } from "./funnel";
import { funnelCounts, funnelSpend } from "./tables";
import type { MonthSpend } from "./spend";

/**
 * Distinct channel, source and landing rows a day keeps before the rest of it is counted in one
 * "(other)" row per step and channel: a month of a busy local business is a few dozen pages and
 * sources a day, and a flood of made-up ones cannot grow the table past this.
 */
export const ROWS_PER_DAY = 500;
export const OTHER = "(other)";

export type Counted = { day: string; step: DayCount["step"]; origin: Origin; landing: string };

/**
 * Adds one to a day's counter, in one statement, so two servers counting at once neither lose a
 * count nor pass the day's bound: a new row is made only while the day holds fewer than
 * ROWS_PER_DAY, else the count goes to the day's "(other)" row of its step and channel.
 */
export async function countStep({ day, step, origin, landing }: Counted): Promise<void> {
  const db = await getDb();
  const { channel, source } = origin;
  await db.run(sql`
    INSERT INTO funnel_counts (day, step, channel, source, landing, count)
    SELECT ${day}, ${step}, ${channel},
      CASE WHEN fits THEN ${source} ELSE ${OTHER} END,
      CASE WHEN fits THEN ${landing} ELSE ${OTHER} END,
      1
    FROM (
      SELECT EXISTS (
        SELECT 1 FROM funnel_counts
        WHERE day = ${day} AND step = ${step} AND channel = ${channel}
          AND source = ${source} AND landing = ${landing}
      ) OR (SELECT count(*) FROM funnel_counts WHERE day = ${day}) < ${ROWS_PER_DAY} AS fits
    ) WHERE true
    ON CONFLICT (day, step, channel, source, landing) DO UPDATE SET count = count + 1`);
}

/** The counters of the days from `from` to `to` (Dallas days, both included). */
export async function countsBetween(from: string, to: string): Promise<DayCount[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(funnelCounts)
    .where(and(gte(funnelCounts.day, from), lte(funnelCounts.day, to)));
  return rows as DayCount[];
}

/** Every month's spend the owner entered. */
export async function allSpend(): Promise<MonthSpend[]> {
  const db = await getDb();
  return (await db.select().from(funnelSpend)) as MonthSpend[];
}

/** Sets (or, with zero, removes) what a source cost in a month. */
export async function setSpend({ month, channel, source, cents }: MonthSpend): Promise<void> {
  const db = await getDb();
  if (cents === 0) {
    await db.run(
      sql`DELETE FROM funnel_spend WHERE month = ${month} AND channel = ${channel} AND source = ${source}`,
    );
    return;
  }
  const updatedAt = new Date().toISOString();
  await db
    .insert(funnelSpend)
    .values({ month, channel, source, cents, updatedAt })
    .onConflictDoUpdate({
      target: [funnelSpend.month, funnelSpend.channel, funnelSpend.source],
      set: { cents, updatedAt },
    });
}

/** The sources counted since a day, by name (for the spend form to offer). */
export async function sourcesSince(day: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .selectDistinct({ source: funnelCounts.source })
    .from(funnelCounts)
    .where(gte(funnelCounts.day, day))
    .orderBy(funnelCounts.source);
  return rows.map((row) => row.source).filter((source) => source !== OTHER);
}
