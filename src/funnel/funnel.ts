import type { Cents } from "@/lib/money/cents";
import { CHANNELS, type Channel, type Origin } from "./channel";

/**
 * The funnel of the visitors who first came in a period, and what they have done since: each step
 * counts people of that one group, so a step is never larger than the one before it for the same
 * people. Visits and form starts are counted by the browser (a kept page never reaches the
 * server); a lead sent without JavaScript had no visit counted, so such leads are shown apart and
 * left out of the rates.
 */
export const STEPS = [
  "visits",
  "formStarts",
  "leads",
  "booked",
  "estimatesSent",
  "signed",
] as const;
export type Step = (typeof STEPS)[number];

/** A day's count of first visits or form starts for one channel, source and landing page. */
export type DayCount = {
  day: string;
  step: "visit" | "form_start";
  channel: Channel;
  source: string;
  landing: string;
  count: number;
};

/** A lead and how far it has gone: the site's own records (bookings, estimates, signatures). */
export type LeadOutcome = {
  /** The Dallas day of its first visit (of the form's post, sent without JavaScript). */
  day: string;
  origin: Origin;
  landing: string;
  /** Sent without a first visit recorded by the page's script (leads' `attributed_from`). */
  withoutScript: boolean;
  booked: boolean;
  estimateSent: boolean;
  signed: boolean;
  /** What the signed estimate came to (zero until signed). */
  signedCents: Cents;
};

export type Period = { from: string; to: string };
export type FunnelView = "channel" | "source" | "landing";

export type FunnelRow = {
  key: string;
  channel?: Channel;
  counts: Record<Step, number>;
  signedCents: Cents;
  /** Each step over the one before it, from 0 to 1; null when the one before is 0. */
  rates: Record<Exclude<Step, "visits">, number | null>;
};

export type Funnel = {
  view: FunnelView;
  period: Period;
  rows: FunnelRow[];
  total: FunnelRow;
  /** Leads sent without JavaScript in the period, with how far they went; not in any rate. */
  withoutScript: FunnelRow;
};

const inPeriod = (day: string, { from, to }: Period) => day >= from && day <= to;

const emptyCounts = (): Record<Step, number> => ({
  visits: 0,
  formStarts: 0,
  leads: 0,
  booked: 0,
  estimatesSent: 0,
  signed: 0,
});

/**
 * A step over the one before, never above 1: the steps count the same people, but a visit whose
 * report was lost (a closed tab, a blocked request) can leave a later step larger.
 */
const rate = (count: number, before: number) => (before > 0 ? Math.min(1, count / before) : null);

function finished(
  key: string,
  counts: Record<Step, number>,
  signedCents: Cents,
  channel?: Channel,
) {
  const rates = {} as FunnelRow["rates"];
  STEPS.forEach((step, index) => {
    if (index > 0)
      rates[step as keyof FunnelRow["rates"]] = rate(counts[step], counts[STEPS[index - 1]!]);
  });
  return { key, ...(channel ? { channel } : {}), counts, signedCents, rates };
}

const keyOf = (view: FunnelView, origin: Origin, landing: string) =>
  view === "channel"
    ? origin.channel
    : view === "source"
      ? `${origin.channel}/${origin.source}`
      : landing;

function addLead(counts: Record<Step, number>, lead: LeadOutcome) {
  counts.leads += 1;
  if (lead.booked) counts.booked += 1;
  if (lead.estimateSent) counts.estimatesSent += 1;
  if (lead.signed) counts.signed += 1;
}

/**
 * The period's funnel by channel, by channel and source, or by landing page: rows with any
 * count, largest first by visits then leads (channels in their fixed order), and the total.
 */
export function funnelOf(
  view: FunnelView,
  period: Period,
  days: readonly DayCount[],
  leads: readonly LeadOutcome[],
): Funnel {
  const rows = new Map<string, { counts: Record<Step, number>; cents: Cents; channel: Channel }>();
  const rowOf = (origin: Origin, landing: string) => {
    const key = keyOf(view, origin, landing);
    let row = rows.get(key);
    if (!row) rows.set(key, (row = { counts: emptyCounts(), cents: 0, channel: origin.channel }));
    return row;
  };
  for (const day of days) {
    if (!inPeriod(day.day, period)) continue;
    const { counts } = rowOf(day, day.landing);
    counts[day.step === "visit" ? "visits" : "formStarts"] += day.count;
  }
  const apart = { counts: emptyCounts(), cents: 0 };
  for (const lead of leads) {
    if (!inPeriod(lead.day, period)) continue;
    const row = lead.withoutScript ? apart : rowOf(lead.origin, lead.landing);
    addLead(row.counts, lead);
    if (lead.signed) row.cents += lead.signedCents;
  }
  const total = emptyCounts();
  let totalCents = 0;
  for (const row of rows.values()) {
    for (const step of STEPS) total[step] += row.counts[step];
    totalCents += row.cents;
  }
  const order = (channel: Channel) => CHANNELS.indexOf(channel);
  const sorted = [...rows].sort(([aKey, a], [bKey, b]) =>
    view === "channel"
      ? order(a.channel) - order(b.channel)
      : b.counts.visits - a.counts.visits ||
        b.counts.leads - a.counts.leads ||
        aKey.localeCompare(bKey),
  );
  return {
    view,
    period,
    rows: sorted.map(([key, row]) =>
      finished(key, row.counts, row.cents, view === "landing" ? undefined : row.channel),
    ),
    total: finished("total", total, totalCents),
    withoutScript: finished("without-script", apart.counts, apart.cents),
  };
}
