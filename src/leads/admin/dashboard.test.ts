import { describe, expect, it } from "vitest";
import { placeholderFacts } from "@/business/facts";
import { dashboardFigures, leadSource, median, type DashboardLead } from "./dashboard";

const hours = placeholderFacts.hours;
// Wednesday Nov 25, 2026, 3 PM in Dallas (21:00 UTC); the week began Monday Nov 23.
const now = new Date("2026-11-25T21:00:00Z");

const lead = (createdAt: string, extra: Partial<DashboardLead> = {}): DashboardLead => ({
  createdAt,
  firstResponseAt: null,
  utmSource: null,
  referrer: null,
  serviceTypes: ["Kitchen Remodel"],
  ...extra,
});

describe("where a lead came from", () => {
  it("is its UTM source, else the referring site, else direct", () => {
    expect(leadSource({ utmSource: " Google ", referrer: "https://www.bing.com/" })).toBe("google");
    expect(leadSource({ utmSource: null, referrer: "https://www.houzz.com/pro/x" })).toBe(
      "houzz.com",
    );
    expect(leadSource({ utmSource: "", referrer: "not a url" })).toBe("Direct or unknown");
    expect(leadSource({ utmSource: null, referrer: null })).toBe("Direct or unknown");
  });
});

describe("median", () => {
  it("takes the middle value, or the mean of the middle two", () => {
    expect(median([])).toBeNull();
    expect(median([30, 5, 10])).toBe(10);
    expect(median([5, 10, 20, 40])).toBe(15);
  });
});

describe("the owner's figures", () => {
  const leads = [
    // Today, 9 AM in Dallas, answered at 9:12.
    lead("2026-11-25T15:00:00Z", {
      firstResponseAt: "2026-11-25T15:12:00Z",
      utmSource: "google",
      serviceTypes: ["Kitchen Remodel", "Bathroom Remodel"],
    }),
    // Today, 2 PM, not answered yet.
    lead("2026-11-25T20:00:00Z", { referrer: "https://www.houzz.com/" }),
    // Monday 8 AM, answered 8:40.
    lead("2026-11-23T14:00:00Z", { firstResponseAt: "2026-11-23T14:40:00Z", utmSource: "google" }),
    // Sunday night (last week), answered Monday 7:30: 30 minutes of opening hours.
    lead("2026-11-23T03:00:00Z", { firstResponseAt: "2026-11-23T13:30:00Z" }),
    // Three weeks ago, answered after 2 hours.
    lead("2026-11-04T15:00:00Z", {
      firstResponseAt: "2026-11-04T17:00:00Z",
      serviceTypes: ["Home Addition"],
    }),
    // Older than 30 days: left out.
    lead("2026-10-20T15:00:00Z", { utmSource: "facebook" }),
  ];
  const figures = dashboardFigures(leads, now, hours);

  it("counts leads today, this week (from Monday) and over 30 days", () => {
    expect(figures).toMatchObject({ today: 2, thisWeek: 3, last30Days: 5 });
  });

  it("takes the median first answer in opening hours, this week and over 30 days", () => {
    expect(figures.medianResponse.week).toEqual({ minutes: 26, answered: 2 });
    expect(figures.medianResponse.month).toEqual({ minutes: 35, answered: 4 });
  });

  it("counts the last 30 days by source and by service, largest first", () => {
    expect(figures.bySource).toEqual([
      ["Direct or unknown", 2],
      ["google", 2],
      ["houzz.com", 1],
    ]);
    expect(figures.byService).toEqual([
      ["Kitchen Remodel", 4],
      ["Bathroom Remodel", 1],
      ["Home Addition", 1],
    ]);
  });

  it("folds sources past the sixth into Other", () => {
    const many = ["a", "b", "c", "d", "e", "f", "g", "h"].map((source) =>
      lead("2026-11-24T15:00:00Z", { utmSource: source }),
    );
    const { bySource } = dashboardFigures(many, now, hours);
    expect(bySource).toHaveLength(6);
    expect(bySource.at(-1)).toEqual(["Other", 3]);
  });
});
