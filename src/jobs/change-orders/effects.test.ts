import { describe, expect, it } from "vitest";
import { changeFigures, paymentsAfter, scheduleAfter, type ChangeLine } from "./effects";

const line = (unitCents: number, quantity = 1, kind: ChangeLine["kind"] = "added"): ChangeLine => ({
  description: "Work",
  quantity,
  unit: "each",
  unitCents,
  kind,
});

const schedule = [
  { title: "Deposit at signing (10%)", amountCents: 140_331, receivedOn: "2027-01-04T12:00:00Z" },
  { title: "Cabinets installed", amountCents: 757_786, receivedOn: null },
  { title: "Final walk-through", amountCents: 505_191, receivedOn: null },
];
const sum = (rows: { amountCents: number }[]) => rows.reduce((t, r) => t + r.amountCents, 0);

describe("changeFigures", () => {
  it("adds work, takes credits off, and taxes the difference once, to the cent", () => {
    const result = changeFigures([line(12_345, 12.5), line(40_000, 1, "credit")], 825);
    // 12.5 × $123.45 = $1,543.125 → $1,543.13; less $400.00; 8.25 % of $1,143.13 = $94.31
    expect(result).toEqual({
      ok: true,
      figures: { added: 154_313, credited: 40_000, subtotal: 114_313, tax: 9_431, total: 123_744 },
    });
  });

  it("comes to a negative total when more is taken out than added", () => {
    const result = changeFigures([line(10_000), line(25_000, 1, "credit")], null);
    expect(result.ok && result.figures.total).toBe(-15_000);
  });

  it("refuses a change order past $10,000,000", () => {
    expect(changeFigures([line(999_999_999, 20)], null)).toEqual({
      ok: false,
      problem: "The change order comes to more than $10,000,000.",
    });
  });
});

describe("paymentsAfter", () => {
  it("puts an increase due at signing before the next payment, and keeps the total whole", () => {
    const result = paymentsAfter(schedule, 123_744, "signing", "Change order 1");
    if (!result.ok) throw new Error(result.problem);
    expect(result.payments.map((p) => p.title)).toEqual([
      "Deposit at signing (10%)",
      "Change order 1",
      "Cabinets installed",
      "Final walk-through",
    ]);
    expect(sum(result.payments)).toBe(sum(schedule) + 123_744);
  });

  it("puts an increase paid with the final payment last", () => {
    const result = paymentsAfter(schedule, 5_000, "final", "Change order 2");
    expect(result.ok && result.payments.at(-1)).toEqual({
      title: "Change order 2",
      amountCents: 5_000,
      receivedOn: null,
    });
  });

  it("takes a credit off the last payments still to come, never off one received", () => {
    const result = paymentsAfter(schedule, -600_000, "signing", "Change order 3");
    if (!result.ok) throw new Error(result.problem);
    expect(result.payments.map((p) => p.amountCents)).toEqual([140_331, 662_977]);
    expect(sum(result.payments)).toBe(sum(schedule) - 600_000);
  });

  it("refuses a credit larger than what is still to be paid", () => {
    const result = paymentsAfter(schedule, -1_262_978, "signing", "Change order 4");
    expect(result.ok).toBe(false);
  });
});

describe("scheduleAfter", () => {
  const phases = [
    { phase: "Demolition", days: 2 },
    { phase: "Tile", days: 5 },
  ];

  it("lengthens the named phase and leaves the others", () => {
    expect(scheduleAfter(phases, "Tile", 3)).toEqual([
      { phase: "Demolition", days: 2 },
      { phase: "Tile", days: 8 },
    ]);
  });

  it("shortens a phase to one day at the least", () => {
    expect(scheduleAfter(phases, "Demolition", -5)?.[0]?.days).toBe(1);
  });

  it("has no schedule for a phase the job does not have, and changes nothing for no days", () => {
    expect(scheduleAfter(phases, "Roofing", 1)).toBeUndefined();
    expect(scheduleAfter(phases, null, 0)).toEqual(phases);
  });
});
