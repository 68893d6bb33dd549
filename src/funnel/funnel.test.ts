import { describe, expect, it } from "vitest";
import type { Origin } from "./channel";
import { funnelOf, type DayCount, type LeadOutcome } from "./funnel";
import { channelSpend, costsOf, spendInPeriod, type MonthSpend } from "./spend";

const november = { from: "2026-11-01", to: "2026-11-30" };
const day = (n: number) => `2026-11-${String(n).padStart(2, "0")}`;

/** `total` single visits (or form starts) spread over November's days, one row per view. */
function spread(
  step: DayCount["step"],
  origin: Origin,
  landing: string,
  total: number,
): DayCount[] {
  return Array.from({ length: total }, (_, index) => ({
    day: day(1 + (index % 30)),
    step,
    ...origin,
    landing,
    count: 1,
  }));
}

type Path = { leads: number; booked: number; estimates: number; signed: readonly number[] };

/** Leads of one origin that went as far as `path` says, the first ones furthest. */
function leadsOf(
  origin: Origin,
  landing: string,
  path: Path,
  withoutScript = false,
): LeadOutcome[] {
  return Array.from({ length: path.leads }, (_, index) => ({
    day: day(1 + ((index * 7) % 30)),
    origin,
    landing,
    withoutScript,
    booked: index < path.booked,
    estimateSent: index < path.estimates,
    signed: index < path.signed.length,
    signedCents: path.signed[index] ?? 0,
  }));
}

const search: Origin = { channel: "search", source: "google" };
const ads: Origin = { channel: "paid", source: "google" };
const yelp: Origin = { channel: "referral", source: "yelp.com" };
const direct: Origin = { channel: "direct", source: "direct" };

/** A month of four sources, a lead sent without JavaScript, and a visit and a lead either side. */
const days: DayCount[] = [
  ...spread("visit", search, "/services/kitchen-remodeling", 400),
  ...spread("form_start", search, "/services/kitchen-remodeling", 40),
  ...spread("visit", ads, "/service-area/plano-remodeling-contractor", 200),
  ...spread("form_start", ads, "/service-area/plano-remodeling-contractor", 30),
  ...spread("visit", yelp, "/", 50),
  ...spread("form_start", yelp, "/", 5),
  ...spread("visit", direct, "/", 100),
  ...spread("form_start", direct, "/", 8),
  { day: "2026-10-31", step: "visit", ...search, landing: "/", count: 7 },
];
const leads: LeadOutcome[] = [
  ...leadsOf(search, "/services/kitchen-remodeling", {
    leads: 12,
    booked: 6,
    estimates: 4,
    signed: [3_000_000, 4_500_000],
  }),
  ...leadsOf(ads, "/service-area/plano-remodeling-contractor", {
    leads: 10,
    booked: 5,
    estimates: 3,
    signed: [6_000_000],
  }),
  ...leadsOf(yelp, "/", { leads: 2, booked: 1, estimates: 1, signed: [] }),
  ...leadsOf(direct, "/", { leads: 3, booked: 0, estimates: 0, signed: [] }),
  ...leadsOf(direct, "/contact", { leads: 2, booked: 1, estimates: 0, signed: [] }, true),
  {
    ...leadsOf(search, "/", { leads: 1, booked: 1, estimates: 1, signed: [99] })[0]!,
    day: "2026-12-01",
  },
];
const spend: MonthSpend[] = [
  { month: "2026-11", channel: "paid", source: "google", cents: 150_000 },
  { month: "2026-11", channel: "referral", source: "yelp.com", cents: 30_000 },
  { month: "2026-10", channel: "paid", source: "google", cents: 999_999 },
];

describe("a simulated November", () => {
  it("counts each channel's visitors and how far they went", () => {
    const funnel = funnelOf("channel", november, days, leads);
    expect(funnel.rows.map((row) => [row.key, row.counts, row.signedCents])).toEqual([
      [
        "search",
        { visits: 400, formStarts: 40, leads: 12, booked: 6, estimatesSent: 4, signed: 2 },
        7_500_000,
      ],
      [
        "referral",
        { visits: 50, formStarts: 5, leads: 2, booked: 1, estimatesSent: 1, signed: 0 },
        0,
      ],
      [
        "paid",
        { visits: 200, formStarts: 30, leads: 10, booked: 5, estimatesSent: 3, signed: 1 },
        6_000_000,
      ],
      [
        "direct",
        { visits: 100, formStarts: 8, leads: 3, booked: 0, estimatesSent: 0, signed: 0 },
        0,
      ],
    ]);
    expect(funnel.total.counts).toEqual({
      visits: 750,
      formStarts: 83,
      leads: 27,
      booked: 12,
      estimatesSent: 8,
      signed: 3,
    });
    expect(funnel.total.signedCents).toBe(13_500_000);
    expect(funnel.total.rates).toEqual({
      formStarts: 83 / 750,
      leads: 27 / 83,
      booked: 12 / 27,
      estimatesSent: 8 / 12,
      signed: 3 / 8,
    });
  });

  it("shows leads sent without JavaScript apart, outside every rate", () => {
    const { withoutScript, total } = funnelOf("channel", november, days, leads);
    expect(withoutScript.counts).toEqual({
      visits: 0,
      formStarts: 0,
      leads: 2,
      booked: 1,
      estimatesSent: 0,
      signed: 0,
    });
    expect(withoutScript.rates.leads).toBeNull();
    expect(total.counts.leads).toBe(27);
  });

  it("groups by landing page, most visited first", () => {
    const funnel = funnelOf("landing", november, days, leads);
    expect(funnel.rows.map((row) => [row.key, row.counts.visits, row.counts.leads])).toEqual([
      ["/services/kitchen-remodeling", 400, 12],
      ["/service-area/plano-remodeling-contractor", 200, 10],
      ["/", 150, 5],
    ]);
  });

  it("works out each source's cost per lead, booked consultation and signed job", () => {
    const funnel = funnelOf("source", november, days, leads);
    const spent = spendInPeriod(spend, november);
    const costs = Object.fromEntries(
      funnel.rows.map((row) => [row.key, costsOf(row, spent.get(row.key) ?? 0)]),
    );
    expect(costs["paid/google"]).toEqual({
      spent: 150_000,
      perLead: 15_000,
      perBooked: 30_000,
      perSigned: 150_000,
    });
    expect(costs["referral/yelp.com"]).toEqual({
      spent: 30_000,
      perLead: 15_000,
      perBooked: 30_000,
      perSigned: null,
    });
    expect(costs["search/google"]).toEqual({
      spent: 0,
      perLead: null,
      perBooked: null,
      perSigned: null,
    });
    expect(channelSpend(spent, "paid")).toBe(150_000);
  });
});

describe("spendInPeriod", () => {
  it("spreads a month over its days to the cent, the first days taking the odd cents", () => {
    const entry: MonthSpend = {
      month: "2026-11",
      channel: "paid",
      source: "google",
      cents: 100_000,
    };
    expect(
      spendInPeriod([entry], { from: "2026-11-01", to: "2026-11-15" }).get("paid/google"),
    ).toBe(10 * 3_334 + 5 * 3_333);
    expect(
      spendInPeriod([entry], { from: "2026-10-15", to: "2026-12-15" }).get("paid/google"),
    ).toBe(100_000);
    expect(spendInPeriod([entry], { from: "2026-12-01", to: "2026-12-31" }).size).toBe(0);
  });

  it("knows February's length", () => {
    const entry: MonthSpend = { month: "2028-02", channel: "paid", source: "x", cents: 2_900 };
    expect(spendInPeriod([entry], { from: "2028-02-29", to: "2028-02-29" }).get("paid/x")).toBe(
      100,
    );
  });
});

describe("rates", () => {
  it("never pass 100%, even when a later step outnumbers a lost earlier one", () => {
    const funnel = funnelOf(
      "channel",
      november,
      [{ day: day(2), step: "visit", ...direct, landing: "/", count: 1 }],
      leadsOf(direct, "/", { leads: 3, booked: 3, estimates: 0, signed: [] }),
    );
    expect(funnel.rows[0]!.rates).toEqual({
      formStarts: 0,
      leads: null,
      booked: 1,
      estimatesSent: 0,
      signed: null,
    });
  });
});
