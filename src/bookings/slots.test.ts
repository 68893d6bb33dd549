import { describe, expect, it } from "vitest";
import { placeholderFacts } from "@/business/facts";
import type { OpeningHours } from "@/business/opening-hours";
import { freeSlots, isFree, type BookingRules, type Taken } from "./slots";

// Mon–Fri 7 AM–6 PM, Saturday 8 AM–4 PM: a fresh install's opening hours.
const businessHours = placeholderFacts.hours;
const weekdaysNineToFive: OpeningHours[] = [
  {
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "09:00",
    closes: "17:00",
  },
];
const call: BookingRules = {
  hours: weekdaysNineToFive,
  lengthMinutes: 15,
  bufferMinutes: 15,
  noticeMinutes: 120,
  daysAhead: 21,
  blocked: [],
};

const at = (iso: string) => new Date(iso);
const starts = (rules: BookingRules, now: string, taken: Taken[] = []) =>
  freeSlots({ rules, businessHours, taken, now: at(now) }).map(({ day, slots }) => ({
    day,
    starts: slots.map((slot) => slot.start.toISOString()),
  }));
const firstDay = (rules: BookingRules, now: string, taken: Taken[] = []) =>
  starts(rules, now, taken)[0]!;
const ms = (iso: string) => Date.parse(iso);

describe("free times for an appointment, in Dallas time", () => {
  it("offers every half hour inside the hours, each ending by closing", () => {
    // Sunday Nov 29, 2026, noon CST: Monday is the first day, 9:00 to 16:30 CST.
    const monday = firstDay(call, "2026-11-29T18:00:00Z");
    expect(monday.day).toBe("2026-11-30");
    expect(monday.starts[0]).toBe("2026-11-30T15:00:00.000Z");
    expect(monday.starts.at(-1)).toBe("2026-11-30T22:30:00.000Z");
    expect(monday.starts).toHaveLength(16);
    const consultation = { ...call, lengthMinutes: 45 };
    expect(firstDay(consultation, "2026-11-29T18:00:00Z").starts.at(-1)).toBe(
      "2026-11-30T22:00:00.000Z",
    );
  });

  it("keeps the minimum notice in business hours", () => {
    // Monday Nov 30, 10:10 AM CST: two business hours on is 12:10, so 12:30 is the first.
    expect(firstDay(call, "2026-11-30T16:10:00Z").starts[0]).toBe("2026-11-30T18:30:00.000Z");
    // Friday Dec 4, 5 PM CST: 1 h Friday, 1 h Saturday from 8 AM; calls are weekdays only.
    const next = firstDay(call, "2026-12-04T23:00:00Z");
    expect(next.day).toBe("2026-12-07");
    expect(next.starts[0]).toBe("2026-12-07T15:00:00.000Z");
  });

  it("leaves each appointment its buffer, before and after", () => {
    // Tuesday Dec 1: a call taken 10:00–10:15 CST with its 15-minute buffer, to 10:30.
    const taken = [{ start: ms("2026-12-01T16:00:00Z"), end: ms("2026-12-01T16:30:00Z") }];
    const tuesday = starts(call, "2026-11-29T18:00:00Z", taken).find(
      (d) => d.day === "2026-12-01",
    )!;
    expect(tuesday.starts).not.toContain("2026-12-01T16:00:00.000Z");
    expect(tuesday.starts).toContain("2026-12-01T15:30:00.000Z");
    expect(tuesday.starts).toContain("2026-12-01T16:30:00.000Z");
    // A 45-minute consultation with 30 minutes after it must end by 9:30 to leave 10:00 free.
    const consultation = { ...call, lengthMinutes: 45, bufferMinutes: 30 };
    const visit = starts(consultation, "2026-11-29T18:00:00Z", taken).find(
      (d) => d.day === "2026-12-01",
    )!;
    expect(visit.starts).not.toContain("2026-12-01T15:00:00.000Z");
    expect(visit.starts).toContain("2026-12-01T16:30:00.000Z");
    expect(visit.starts).not.toContain("2026-12-01T15:30:00.000Z");
  });

  it("offers nothing on blocked days, and nothing past the days ahead", () => {
    const rules = {
      ...call,
      daysAhead: 7,
      blocked: [{ from: "2026-12-24", to: "2026-12-25", reason: "Christmas" }],
    };
    const days = starts(rules, "2026-12-21T18:00:00Z").map((d) => d.day);
    expect(days).toEqual(["2026-12-21", "2026-12-22", "2026-12-23", "2026-12-28"]);
  });

  it("falls right on the days the clocks change", () => {
    const everyDay: OpeningHours[] = [
      {
        days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        opens: "08:00",
        closes: "10:00",
      },
    ];
    const rules = { ...call, hours: everyDay, noticeMinutes: 0, daysAhead: 2 };
    // Clocks go forward on Sunday Mar 8, 2026: 8 AM is 14:00Z on Saturday, 13:00Z on Sunday.
    const spring = starts(rules, "2026-03-07T06:00:00Z");
    expect(spring.map((d) => d.starts[0])).toEqual([
      "2026-03-07T14:00:00.000Z",
      "2026-03-08T13:00:00.000Z",
      "2026-03-09T13:00:00.000Z",
    ]);
    expect(spring[1]!.starts).toHaveLength(4);
    // And back on Sunday Nov 1, 2026: 8 AM is 13:00Z on Saturday, 14:00Z on Sunday.
    const fall = starts(rules, "2026-10-31T06:00:00Z");
    expect(fall.map((d) => d.starts[0])).toEqual([
      "2026-10-31T13:00:00.000Z",
      "2026-11-01T14:00:00.000Z",
      "2026-11-02T14:00:00.000Z",
    ]);
  });

  it("refuses a time that passed the notice while the page was open", () => {
    const shown = firstDay(call, "2026-11-30T15:00:00Z").starts[0]!;
    expect(shown).toBe("2026-11-30T17:00:00.000Z");
    const args = { rules: call, businessHours, taken: [] };
    expect(isFree(at(shown), { ...args, now: at("2026-11-30T15:00:00Z") })).toBe(true);
    expect(isFree(at(shown), { ...args, now: at("2026-11-30T15:01:00Z") })).toBe(false);
    // Not a time offered at all: a quarter past.
    expect(isFree(at("2026-11-30T18:15:00Z"), { ...args, now: at("2026-11-30T15:00:00Z") })).toBe(
      false,
    );
  });
});
