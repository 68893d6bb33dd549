import { describe, expect, it } from "vitest";
import { placeholderFacts } from "@/business/facts";
import { businessMinutesBetween, waitText } from "./business-minutes";

// Mon–Fri 7 AM–6 PM, Saturday 8 AM–4 PM (by appointment): a fresh install's hours.
const hours = placeholderFacts.hours;
const minutes = (from: string, to: string) =>
  businessMinutesBetween(new Date(from), new Date(to), hours);

describe("business minutes between two instants, in Dallas time", () => {
  it("counts plain minutes inside opening hours", () => {
    // Monday Nov 23, 2026, 10:00 to 10:15 CST.
    expect(minutes("2026-11-23T16:00:00Z", "2026-11-23T16:15:00Z")).toBe(15);
  });

  it("starts a lead sent on Saturday night on Monday at 7 AM", () => {
    // Saturday Nov 28, 8 PM CST, to Monday Nov 30, 7:15 AM CST.
    expect(minutes("2026-11-29T02:00:00Z", "2026-11-30T13:15:00Z")).toBe(15);
    expect(minutes("2026-11-29T02:00:00Z", "2026-11-30T12:59:00Z")).toBe(0);
  });

  it("counts nothing on Sunday and nothing before opening", () => {
    expect(minutes("2026-11-29T15:00:00Z", "2026-11-29T23:00:00Z")).toBe(0);
    // Tuesday Nov 24, 6:00 to 7:30 AM CST.
    expect(minutes("2026-11-24T12:00:00Z", "2026-11-24T13:30:00Z")).toBe(30);
  });

  it("carries Friday's last minutes over to Saturday's opening", () => {
    // Friday Nov 27, 5:50 PM CST, to Saturday Nov 28, 8:05 AM CST.
    expect(minutes("2026-11-27T23:50:00Z", "2026-11-28T14:05:00Z")).toBe(15);
  });

  it("follows the clocks forward in March", () => {
    // Saturday Mar 7, 2026, 3 PM CST, to Monday Mar 9, 7:10 AM CDT (clocks moved on Sunday):
    // 60 minutes on Saturday, 10 on Monday. Monday opens at 12:00 UTC now, not 13:00.
    expect(minutes("2026-03-07T21:00:00Z", "2026-03-09T12:10:00Z")).toBe(70);
  });

  it("follows the clocks back in November", () => {
    // Friday Oct 30, 2026, 5 PM CDT, to Monday Nov 2, 8 AM CST: 60 + 480 + 60.
    expect(minutes("2026-10-30T22:00:00Z", "2026-11-02T14:00:00Z")).toBe(600);
  });

  it("is zero for an end before the start", () => {
    expect(minutes("2026-11-23T16:15:00Z", "2026-11-23T16:00:00Z")).toBe(0);
  });
});

describe("wait text", () => {
  it("says minutes, then hours and minutes", () => {
    expect(waitText(0)).toBe("0 min");
    expect(waitText(59)).toBe("59 min");
    expect(waitText(125)).toBe("2 h 05 min");
  });
});
