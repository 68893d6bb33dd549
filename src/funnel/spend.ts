import { allocate, type Cents } from "@/lib/money/cents";
import type { Channel } from "./channel";
import type { FunnelRow, Period } from "./funnel";

/** What the owner paid one source in one month (`YYYY-MM`), as entered in the admin. */
export type MonthSpend = { month: string; channel: Channel; source: string; cents: Cents };

export type Costs = {
  spent: Cents;
  perLead: Cents | null;
  perBooked: Cents | null;
  perSigned: Cents | null;
};

const DAY_MS = 24 * 60 * 60_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

function daysOfMonth(month: string): string[] {
  const [year = 0, monthNumber = 1] = month.split("-").map(Number);
  const count = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return Array.from(
    { length: count },
    (_, index) => `${month}-${String(index + 1).padStart(2, "0")}`,
  );
}

/**
 * Each source's spend in a period, by `channel/source`: a month's spend is spread over its days
 * to the cent (largest remainder, so a whole month's days add up to exactly what was entered),
 * and the period takes the days it covers.
 */
export function spendInPeriod(entries: readonly MonthSpend[], period: Period): Map<string, Cents> {
  const spent = new Map<string, Cents>();
  const first = dayNumber(period.from);
  const last = dayNumber(period.to);
  for (const entry of entries) {
    const days = daysOfMonth(entry.month);
    const perDay = allocate(
      entry.cents,
      days.map(() => 1),
    );
    const inside = days.reduce((sum, day, index) => {
      const number = dayNumber(day);
      return number >= first && number <= last ? sum + (perDay[index] ?? 0) : sum;
    }, 0);
    if (inside === 0) continue;
    const key = `${entry.channel}/${entry.source}`;
    spent.set(key, (spent.get(key) ?? 0) + inside);
  }
  return spent;
}

const per = (spent: Cents, count: number) => (count > 0 ? Math.round(spent / count) : null);

/**
 * What each result cost a row: its spend over its leads, booked consultations and signed jobs;
 * nothing where nothing was spent (an organic source) or nothing came of it yet.
 */
export function costsOf(row: FunnelRow, spent: Cents): Costs {
  if (spent === 0) return { spent, perLead: null, perBooked: null, perSigned: null };
  return {
    spent,
    perLead: per(spent, row.counts.leads),
    perBooked: per(spent, row.counts.booked),
    perSigned: per(spent, row.counts.signed),
  };
}

/** A channel's spend: every source of it added up. */
export function channelSpend(spent: ReadonlyMap<string, Cents>, channel: Channel): Cents {
  let sum = 0;
  for (const [key, cents] of spent) if (key.startsWith(`${channel}/`)) sum += cents;
  return sum;
}
