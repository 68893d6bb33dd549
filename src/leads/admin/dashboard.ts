import type { OpeningHours } from "@/business";
import type { LeadRow } from "@/leads/tables";
import { businessMinutesBetween } from "@/business";
import { dallasDay, dallasDayStartUtc } from "@/lib/time/dallas";

export type DashboardLead = Pick<
  LeadRow,
  "createdAt" | "firstResponseAt" | "utmSource" | "referrer" | "serviceTypes"
>;

const DAY_MS = 24 * 60 * 60_000;
/** Sources past this many are counted together as "Other", so the chart stays readable. */
const MAX_SOURCES = 6;

/**
 * Where a lead came from on its first visit: its UTM source when the link carried one (an ad, a
 * newsletter), else the site that referred it, else "Direct or unknown".
 */
export function leadSource(lead: Pick<LeadRow, "utmSource" | "referrer">): string {
  const utm = lead.utmSource?.trim().toLowerCase();
  if (utm) return utm;
  try {
    if (lead.referrer) return new URL(lead.referrer).hostname.replace(/^www\./, "");
  } catch {
    // A referrer that is not an address says nothing about where the visitor came from.
  }
  return "Direct or unknown";
}

/** The middle value (the mean of the two middle ones for an even count), or null for none. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[middle]!
    : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/** Counts per label, largest first (ties in label order). */
function tally(labels: readonly string[], max = Infinity): [string, number][] {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  const sorted = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  if (sorted.length <= max) return sorted;
  const rest = sorted.slice(max - 1).reduce((sum, [, count]) => sum + count, 0);
  return [...sorted.slice(0, max - 1), ["Other", rest]];
}

/** Monday of the Dallas week an instant falls in, as YYYY-MM-DD. */
function mondayOf(now: Date): string {
  const today = dallasDay(now);
  const [year = 0, month = 1, date = 1] = today.split("-").map(Number);
  const weekday = (new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7;
  return new Date(Date.UTC(year, month - 1, date - weekday)).toISOString().slice(0, 10);
}

/**
 * The owner's figures from the leads of the last 30 days (spam left out by the caller): how many
 * came today and this week (Dallas days, weeks from Monday), the median time to a first answer in
 * opening hours, and where they came from and what they asked for.
 */
export function dashboardFigures(
  leads: readonly DashboardLead[],
  now: Date,
  hours: readonly OpeningHours[],
) {
  const todayStart = dallasDayStartUtc(dallasDay(now));
  const weekStart = dallasDayStartUtc(mondayOf(now));
  const monthStart = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  const month = leads.filter((lead) => lead.createdAt >= monthStart);
  const week = leads.filter((lead) => lead.createdAt >= weekStart);
  const responseMinutes = (within: readonly DashboardLead[]) =>
    within.flatMap((lead) =>
      lead.firstResponseAt
        ? [businessMinutesBetween(new Date(lead.createdAt), new Date(lead.firstResponseAt), hours)]
        : [],
    );
  const weekAnswers = responseMinutes(week);
  const monthAnswers = responseMinutes(month);
  return {
    today: leads.filter((lead) => lead.createdAt >= todayStart).length,
    thisWeek: week.length,
    last30Days: month.length,
    medianResponse: {
      week: { minutes: median(weekAnswers), answered: weekAnswers.length },
      month: { minutes: median(monthAnswers), answered: monthAnswers.length },
    },
    bySource: tally(month.map(leadSource), MAX_SOURCES),
    byService: tally(month.flatMap((lead) => lead.serviceTypes)),
  };
}

export type DashboardFigures = ReturnType<typeof dashboardFigures>;
