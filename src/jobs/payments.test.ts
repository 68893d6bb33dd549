import { describe, expect, it } from "vitest";
import { paymentStanding } from "./payments";

const schedule = [
  { title: "Deposit at signing (10%)", amountCents: 140_331, receivedOn: "2027-01-04T12:00:00Z" },
  { title: "Cabinets installed", amountCents: 757_786, receivedOn: null },
  { title: "Final walk-through", amountCents: 505_191 },
];

describe("paymentStanding", () => {
  it("counts what came in, what is still to come, and names the next payment due", () => {
    expect(paymentStanding(schedule)).toEqual({
      receivedCents: 140_331,
      outstandingCents: 1_262_977,
      next: { title: "Cabinets installed", cents: 757_786 },
    });
  });

  it("takes the first unpaid payment in the schedule's order, even after a later one was paid", () => {
    const early = schedule.map((p, i) => (i === 2 ? { ...p, receivedOn: "2027-02-01" } : p));
    expect(paymentStanding(early).next?.title).toBe("Cabinets installed");
  });

  it("has nothing due once everything is paid, and nothing at all without payments", () => {
    const paid = schedule.map((p) => ({ ...p, receivedOn: "2027-03-01" }));
    expect(paymentStanding(paid)).toEqual({
      receivedCents: 1_403_308,
      outstandingCents: 0,
      next: null,
    });
    expect(paymentStanding([])).toEqual({ receivedCents: 0, outstandingCents: 0, next: null });
  });
});
