import { describe, expect, it } from "vitest";
import { funnelOf } from "../funnel";
import { costsOf } from "../spend";
import { funnelCsv } from "./funnel-csv";

describe("funnelCsv", () => {
  it("writes the period, the header, each row, the total and the leads without JavaScript", () => {
    const funnel = funnelOf(
      "source",
      { from: "2026-11-01", to: "2026-11-30" },
      [
        {
          day: "2026-11-02",
          step: "visit",
          channel: "paid",
          source: "=cmd",
          landing: "/",
          count: 8,
        },
        {
          day: "2026-11-02",
          step: "form_start",
          channel: "paid",
          source: "=cmd",
          landing: "/",
          count: 2,
        },
      ],
      [
        {
          day: "2026-11-03",
          origin: { channel: "paid", source: "=cmd" },
          landing: "/",
          withoutScript: false,
          booked: true,
          estimateSent: true,
          signed: true,
          signedCents: 1_467_308,
        },
      ],
    );
    const row = funnel.rows[0]!;
    const csv = funnelCsv(
      funnel,
      new Map([[row.key, costsOf(row, 30_000)]]),
      costsOf(funnel.total, 30_000),
    );
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines).toEqual([
      "From,2026-11-01,To,2026-11-30",
      "Source,First visits,Form started,Form started (%),Leads,Leads (%),Booked consultations,Booked consultations (%),Estimates sent,Estimates sent (%),Signed,Signed (%),Signed value ($),Spend ($),Per lead ($),Per booked ($),Per signed job ($)",
      "Paid ads · =cmd,8,2,25.0,1,50.0,1,100.0,1,100.0,1,100.0,14673.08,300.00,300.00,300.00,300.00",
      "All sources,8,2,25.0,1,50.0,1,100.0,1,100.0,1,100.0,14673.08,300.00,300.00,300.00,300.00",
      "Sent without JavaScript (no first visit counted),0,0,,0,,0,,0,,0,,0.00,,,,",
    ]);
  });
});
