import { describe, expect, it } from "vitest";
import { datedPhases, datesMoved } from "./schedule";

/** Monday to Friday, as the business's default hours give them. */
const weekdays = (day: string) => {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday >= 1 && weekday <= 5;
};

describe("datedPhases", () => {
  it("lays the phases end to end over working days, skipping the weekend", () => {
    // Thursday 2027-01-07.
    expect(
      datedPhases(
        [
          { phase: "Demolition", days: 2 },
          { phase: "Cabinets", days: 3 },
          { phase: "Walkthrough", days: 1 },
        ],
        "2027-01-07",
        weekdays,
      ),
    ).toEqual([
      { phase: "Demolition", days: 2, startsOn: "2027-01-07", endsOn: "2027-01-08" },
      { phase: "Cabinets", days: 3, startsOn: "2027-01-11", endsOn: "2027-01-13" },
      { phase: "Walkthrough", days: 1, startsOn: "2027-01-14", endsOn: "2027-01-14" },
    ]);
  });

  it("starts on the first working day when the start falls on a day off", () => {
    const [first] = datedPhases([{ phase: "Framing", days: 1 }], "2027-01-09", weekdays)!;
    expect(first).toMatchObject({ startsOn: "2027-01-11", endsOn: "2027-01-11" });
  });

  it("crosses a month and a year", () => {
    const [first] = datedPhases([{ phase: "Tile", days: 5 }], "2026-12-29", weekdays)!;
    expect(first).toMatchObject({ startsOn: "2026-12-29", endsOn: "2027-01-04" });
  });

  it("gives nothing when no day is ever a working day", () => {
    expect(datedPhases([{ phase: "Paint", days: 2 }], "2027-01-07", () => false)).toBeUndefined();
  });

  it("an empty plan is an empty schedule", () => {
    expect(datedPhases([], "2027-01-07", weekdays)).toEqual([]);
  });
});

describe("datesMoved", () => {
  const kept = { startsOn: "2027-01-04T12:00:00.000Z", endsOn: "2027-01-06T12:00:00.000Z" };

  it("is a move when a dated phase gets another start or end day", () => {
    expect(datesMoved(kept, { ...kept, startsOn: "2027-01-05T12:00:00.000Z" })).toBe(true);
    expect(datesMoved(kept, { ...kept, endsOn: "2027-01-07T12:00:00.000Z" })).toBe(true);
  });

  it("is not a move on the same days, a first dating, or dates taken away", () => {
    expect(datesMoved(kept, { startsOn: "2027-01-04T00:00:00.000Z", endsOn: kept.endsOn })).toBe(
      false,
    );
    expect(datesMoved(undefined, kept)).toBe(false);
    expect(datesMoved({ startsOn: null, endsOn: null }, kept)).toBe(false);
    expect(datesMoved(kept, { startsOn: null, endsOn: null })).toBe(false);
  });
});
