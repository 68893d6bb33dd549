import { describe, expect, it } from "vitest";
import { dallasTime, dayInWords } from "./dallas";

describe("Dallas times in words", () => {
  it("names the day with its weekday and month", () => {
    expect(dayInWords("2026-12-01")).toBe("Tuesday, December 1");
    expect(dayInWords("2027-03-14")).toBe("Sunday, March 14");
  });

  it("reads an instant on Dallas's clock on either side of the clock changes", () => {
    // 9 AM in Dallas: CDT (UTC-5) before November 1, CST (UTC-6) after; CDT again from March 14.
    expect(dallasTime(new Date("2026-10-31T14:00:00Z"))).toBe("9:00 AM");
    expect(dallasTime(new Date("2026-11-02T15:00:00Z"))).toBe("9:00 AM");
    expect(dallasTime(new Date("2027-03-15T14:30:00Z"))).toBe("9:30 AM");
  });
});
