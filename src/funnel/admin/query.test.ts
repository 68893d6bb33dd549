import { describe, expect, it } from "vitest";
import { funnelQuery, spendEntry } from "./query";

const form = (fields: Record<string, string>) => new Map(Object.entries(fields));

describe("funnelQuery", () => {
  it("shows the last 30 days by channel when nothing is asked", () => {
    expect(funnelQuery({}, "2026-12-06")).toEqual({
      ok: true,
      value: { period: { from: "2026-11-07", to: "2026-12-06" }, view: "channel" },
    });
  });

  it("takes a period of real days, first before last, at most a year", () => {
    expect(
      funnelQuery({ from: "2026-11-01", to: "2026-11-30", view: "landing" }, "2026-12-06"),
    ).toEqual({
      ok: true,
      value: { period: { from: "2026-11-01", to: "2026-11-30" }, view: "landing" },
    });
    expect(funnelQuery({ from: "2025-12-06", to: "2026-12-05" }, "2026-12-06").ok).toBe(true);
    for (const [params, problem] of [
      [{ from: "2026-11-31", to: "2026-12-01" }, "Give both days as dates"],
      [{ from: "2026-11-01" }, "Give both days as dates"],
      [{ from: "2026-12-01", to: "2026-11-01" }, "must not be after"],
      [{ from: "2025-12-01", to: "2026-12-05" }, "at most a year"],
      [{ view: "everything" }, "by channel, by source or by page"],
      [{ from: "<script>", to: "x" }, "Give both days as dates"],
    ] as const) {
      const read = funnelQuery(params, "2026-12-06");
      expect(read.ok ? "" : read.problem, JSON.stringify(params)).toContain(problem);
    }
  });
});

describe("spendEntry", () => {
  it("reads the month, channel, source and amount as the owner types them", () => {
    expect(
      spendEntry(
        form({ month: "2026-11", channel: "paid", source: " Google  Ads ", amount: "$1,250.5" }),
      ),
    ).toEqual({
      ok: true,
      value: { month: "2026-11", channel: "paid", source: "google ads", cents: 125_050 },
    });
    expect(
      spendEntry(form({ month: "2026-11", channel: "paid", source: "x", amount: "0" })),
    ).toMatchObject({
      ok: true,
      value: { cents: 0 },
    });
  });

  it("says which field is wrong", () => {
    const good = { month: "2026-11", channel: "paid", source: "google", amount: "100" };
    expect(spendEntry(form({ ...good, month: "2026-13" }))).toEqual({
      ok: false,
      problem: "month",
    });
    expect(spendEntry(form({ ...good, channel: "tv" }))).toEqual({ ok: false, problem: "channel" });
    expect(spendEntry(form({ ...good, source: "x".repeat(61) }))).toEqual({
      ok: false,
      problem: "source",
    });
    expect(spendEntry(form({ ...good, amount: "1.234,50" }))).toEqual({
      ok: false,
      problem: "amount",
    });
    expect(spendEntry(new Map())).toEqual({ ok: false, problem: "month" });
  });
});
