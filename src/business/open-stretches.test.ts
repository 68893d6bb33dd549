import { describe, expect, it } from "vitest";
import { placeholderFacts } from "./facts";
import { afterBusinessMinutes } from "./open-stretches";

// Mon–Fri 7 AM–6 PM, Saturday 8 AM–4 PM: a fresh install's hours.
const hours = placeholderFacts.hours;
const after = (from: string, minutes: number) =>
  afterBusinessMinutes(new Date(from), minutes, hours)?.toISOString();

describe("the instant a number of opening-hours minutes after another", () => {
  it("adds plainly inside the day", () => {
    // Monday Nov 30, 2026, 9:00 CST + 2 h = 11:00 CST.
    expect(after("2026-11-30T15:00:00Z", 120)).toBe("2026-11-30T17:00:00.000Z");
  });

  it("carries what is left past closing to the next opening", () => {
    // Friday Dec 4, 5:30 PM CST: 30 min on Friday, 90 on Saturday from 8 AM → 9:30 AM.
    expect(after("2026-12-04T23:30:00Z", 120)).toBe("2026-12-05T15:30:00.000Z");
    // Saturday Dec 5, 3:30 PM: 30 min, then Monday from 7 AM → 8:30 AM.
    expect(after("2026-12-05T21:30:00Z", 120)).toBe("2026-12-07T14:30:00.000Z");
  });

  it("starts counting at the opening for a time before it or on a closed day", () => {
    // Sunday Dec 6, noon → Monday 7 AM + 2 h.
    expect(after("2026-12-06T18:00:00Z", 120)).toBe("2026-12-07T15:00:00.000Z");
  });

  it("counts across the spring clock change in Dallas time", () => {
    // Clocks go forward on Sunday Mar 8, 2026. Friday Mar 6, 5 PM CST + 2 h: 1 h on Friday,
    // then Saturday from 8 AM CST → 9 AM CST (15:00Z).
    expect(after("2026-03-06T23:00:00Z", 120)).toBe("2026-03-07T15:00:00.000Z");
    // Saturday Mar 7, 3 PM CST + 2 h → 1 h Saturday, Monday Mar 9 7 AM CDT (12:00Z) + 1 h.
    expect(after("2026-03-07T21:00:00Z", 120)).toBe("2026-03-09T13:00:00.000Z");
  });

  it("gives nothing for hours that are never open", () => {
    expect(afterBusinessMinutes(new Date("2026-12-01T00:00:00Z"), 10, [])).toBeUndefined();
  });
});
