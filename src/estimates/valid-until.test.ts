import { describe, expect, it } from "vitest";
import { defaultValidUntil, firstOpenValidUntil, isExpired, validThroughDay } from "./valid-until";

describe("valid until", () => {
  it("is the business's validity in Dallas days from the day it is written", () => {
    // 11 PM in Dallas on Dec 3 is already Dec 4 in UTC; the day counted from is Dallas's.
    const written = new Date("2026-12-04T05:00:00Z");
    expect(validThroughDay(defaultValidUntil(30, written))).toBe("2027-01-02");
  });

  it("can be signed until midnight in Dallas at the end of its last day", () => {
    const validUntil = "2027-01-02T12:00:00.000Z";
    expect(isExpired(validUntil, new Date("2027-01-03T05:59:59Z"))).toBe(false);
    expect(isExpired(validUntil, new Date("2027-01-03T06:00:00Z"))).toBe(true);
  });

  it("counts the summer's shorter offset", () => {
    const validUntil = "2027-07-01T12:00:00.000Z";
    expect(isExpired(validUntil, new Date("2027-07-02T04:59:59Z"))).toBe(false);
    expect(isExpired(validUntil, new Date("2027-07-02T05:00:00Z"))).toBe(true);
  });
});

describe("the first valid-until still open", () => {
  it("agrees with isExpired on both sides of midnight in Dallas", () => {
    for (const now of ["2027-01-05T05:59:59Z", "2027-01-05T06:00:00Z", "2027-07-01T04:59:59Z"]) {
      const at = new Date(now);
      const open = firstOpenValidUntil(at);
      expect(isExpired(open, at), now).toBe(false);
      const dayBefore = new Date(Date.parse(open) - 86_400_000).toISOString();
      expect(isExpired(dayBefore, at), now).toBe(true);
    }
  });
});
