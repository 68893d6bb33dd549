import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  canStillCancel,
  cancelDeadline,
  federalHolidays,
  isBusinessDay,
  lastDayToCancel,
} from "./right-to-cancel";

/** Early afternoon in Dallas on a day of 2026 or 2027 (2 or 3 PM: the day is what counts). */
const dallasAfternoon = (day: string) => {
  const month = Number(day.slice(5, 7));
  const daylight = month > 3 && month < 11;
  return new Date(`${day}T${daylight ? "19" : "20"}:00:00Z`);
};

describe("the federal holidays", () => {
  it("fall on their dates and their Mondays and Thursdays", () => {
    expect(federalHolidays(2026)).toEqual([
      "2026-01-01",
      "2026-01-19",
      "2026-02-16",
      "2026-05-25",
      "2026-06-19",
      "2026-07-04",
      "2026-09-07",
      "2026-10-12",
      "2026-11-11",
      "2026-11-26",
      "2026-12-25",
    ]);
    expect(federalHolidays(2027)).toContain("2027-11-25"); // fourth Thursday
    expect(federalHolidays(2027)).toContain("2027-05-31"); // last Monday of May
  });
});

describe("the Texas 3-day right to cancel", () => {
  it("counts Saturdays but not Sundays or federal holidays", () => {
    expect(isBusinessDay("2026-12-05")).toBe(true); // a Saturday
    expect(isBusinessDay("2026-12-06")).toBe(false); // a Sunday
    expect(isBusinessDay("2026-12-25")).toBe(false); // Christmas, a Friday
  });

  it("runs to midnight of the third business day after the day of signing", () => {
    // Signed Thursday Dec 3: Fri 4, Sat 5, (Sun 6 skipped), Mon 7.
    expect(lastDayToCancel(dallasAfternoon("2026-12-03"))).toBe("2026-12-07");
    // Signed Tuesday Dec 22: Wed 23, Thu 24, (Fri 25 Christmas), Sat 26.
    expect(lastDayToCancel(dallasAfternoon("2026-12-22"))).toBe("2026-12-26");
    // Signed Wednesday Nov 25, 2026: (Thanksgiving 26), Fri 27, Sat 28, (Sun), Mon 30.
    expect(lastDayToCancel(dallasAfternoon("2026-11-25"))).toBe("2026-11-30");
  });

  it("takes the day of signing in Dallas, not in UTC", () => {
    // 11 PM on Thursday Dec 3 in Dallas is already Friday in UTC.
    expect(lastDayToCancel(new Date("2026-12-04T05:00:00Z"))).toBe("2026-12-07");
  });

  it("ends at midnight in Dallas, in either season", () => {
    expect(cancelDeadline(dallasAfternoon("2026-12-03")).toISOString()).toBe(
      "2026-12-08T06:00:00.000Z",
    );
    expect(cancelDeadline(dallasAfternoon("2026-07-08")).toISOString()).toBe(
      "2026-07-12T05:00:00.000Z", // Thu 9, Fri 10, Sat 11: midnight CDT
    );
    const signed = dallasAfternoon("2026-12-03");
    expect(canStillCancel(signed, new Date("2026-12-08T05:59:59Z"))).toBe(true);
    expect(canStillCancel(signed, new Date("2026-12-08T06:00:00Z"))).toBe(false);
  });

  it("always leaves three whole business days after the day of signing, and no more", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 * 366 }), (offset) => {
        const day = new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10);
        const last = lastDayToCancel(dallasAfternoon(day));
        const between: string[] = [];
        for (let d = new Date(`${day}T12:00:00Z`); ;) {
          d = new Date(d.getTime() + 86_400_000);
          const iso = d.toISOString().slice(0, 10);
          between.push(iso);
          if (iso === last) break;
        }
        expect(between.filter(isBusinessDay)).toHaveLength(3);
        expect(isBusinessDay(last)).toBe(true);
      }),
    );
  });
});
