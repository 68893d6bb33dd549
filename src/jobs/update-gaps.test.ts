import { describe, expect, it } from "vitest";
import { workingDaysWithoutUpdate } from "./update-gaps";

const weekdays = (day: string) => {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday >= 1 && weekday <= 5;
};

describe("workingDaysWithoutUpdate", () => {
  // Monday 2027-01-11 to Friday 2027-01-15; Saturday 16, Sunday 17, Monday 18.
  it("counts the working days after the last update, up to yesterday", () => {
    expect(workingDaysWithoutUpdate("2027-01-12", "2027-01-11", "2027-01-15", weekdays)).toBe(2);
  });

  it("counts nothing for a job updated yesterday, or today", () => {
    expect(workingDaysWithoutUpdate("2027-01-14", "2027-01-11", "2027-01-15", weekdays)).toBe(0);
    expect(workingDaysWithoutUpdate("2027-01-15", "2027-01-11", "2027-01-15", weekdays)).toBe(0);
  });

  it("skips the weekend: an update on Friday is on time on Monday", () => {
    expect(workingDaysWithoutUpdate("2027-01-15", "2027-01-11", "2027-01-18", weekdays)).toBe(0);
    expect(workingDaysWithoutUpdate("2027-01-14", "2027-01-11", "2027-01-18", weekdays)).toBe(1);
  });

  it("counts from the start day when there has been no update at all", () => {
    expect(workingDaysWithoutUpdate(null, "2027-01-11", "2027-01-15", weekdays)).toBe(4);
    // An update before the start (a pre-start note) does not move the start.
    expect(workingDaysWithoutUpdate("2027-01-04", "2027-01-11", "2027-01-13", weekdays)).toBe(2);
  });

  it("counts nothing before the start", () => {
    expect(workingDaysWithoutUpdate(null, "2027-01-18", "2027-01-15", weekdays)).toBe(0);
  });
});
