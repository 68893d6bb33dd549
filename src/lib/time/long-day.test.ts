import { describe, expect, it } from "vitest";
import { longDay, longMoment } from "./long-day";

describe("days and instants in words", () => {
  it("writes a day in either language", () => {
    expect(longDay("2027-01-12", "en")).toBe("January 12, 2027");
    expect(longDay("2027-01-12", "es")).toBe("12 de enero de 2027");
  });

  it("writes an instant on Dallas time with its zone, in winter and in summer", () => {
    expect(longMoment("2026-12-04T19:05:00Z", "en")).toBe("December 4, 2026 at 1:05 PM (CST)");
    expect(longMoment("2026-12-04T19:05:00Z", "es")).toBe(
      "4 de diciembre de 2026 a la 1:05 p.m. (CST)",
    );
    expect(longMoment("2027-07-01T04:30:00Z", "en")).toBe("June 30, 2027 at 11:30 PM (CDT)");
    expect(longMoment("2026-12-04T20:05:00Z", "es")).toBe(
      "4 de diciembre de 2026 a las 2:05 p.m. (CST)",
    );
    expect(longMoment("2026-12-04T17:05:00Z", "es")).toBe(
      "4 de diciembre de 2026 a las 11:05 a.m. (CST)",
    );
    expect(longMoment("not a time", "en")).toBe("not a time");
  });
});
