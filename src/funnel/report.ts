import "server-only";
import { funnelOf, type Funnel, type FunnelRow, type FunnelView, type Period } from "./funnel";
import { leadOutcomes } from "./outcomes";
import { channelSpend, costsOf, spendInPeriod, type Costs } from "./spend";
import { allSpend, countsBetween } from "./store";

export type FunnelReport = Funnel & {
  /** What each row's results cost (none by landing page: spend is by source); the total's too. */
  costs: Map<string, Costs>;
  totalCosts: Costs;
};

/**
 * The period's funnel in one view with what its results cost: the day counters, the leads whose
 * first visit fell in it and how far they went, and the owner's spend spread over its days.
 */
export async function funnelReport(
  view: FunnelView,
  period: Period,
  siteHost: string,
): Promise<FunnelReport> {
  const [days, leads, spend] = await Promise.all([
    countsBetween(period.from, period.to),
    leadOutcomes(period, siteHost),
    allSpend(),
  ]);
  const funnel = funnelOf(view, period, days, leads);
  const spent = spendInPeriod(spend, period);
  const spentOn = (row: FunnelRow) =>
    view === "source"
      ? (spent.get(row.key) ?? 0)
      : row.channel
        ? channelSpend(spent, row.channel)
        : 0;
  const costs = new Map(
    view === "landing" ? [] : funnel.rows.map((row) => [row.key, costsOf(row, spentOn(row))]),
  );
  const totalSpent = [...spent.values()].reduce((sum, cents) => sum + cents, 0);
  return { ...funnel, costs, totalCosts: costsOf(funnel.total, totalSpent) };
}
