import { describe, expect, it } from "vitest";
import { serviceSlugs } from "./facts";
import {
  addSpans,
  durationInWeeks,
  formatSpan,
  serviceTimelines,
  sumDurations,
  timelineText,
  weeks,
} from "./timelines";

describe("formatSpan", () => {
  it("says spans up to 20 weeks in weeks and longer ones in whole months", () => {
    expect(formatSpan(weeks(6, 8))).toBe("6-8 weeks");
    expect(formatSpan(weeks(1, 1))).toBe("1 week");
    expect(formatSpan(weeks(3, 3))).toBe("3 weeks");
    expect(formatSpan(weeks(16, 20))).toBe("16-20 weeks");
    expect(formatSpan(weeks(13, 24))).toBe("3-6 months");
    expect(formatSpan(weeks(21, 40))).toBe("5-9 months");
  });

  it("refuses an empty or backwards span", () => {
    expect(() => weeks(0, 2)).toThrow();
    expect(() => weeks(5, 4)).toThrow();
  });
});

describe("step durations", () => {
  it("reads the forms the service pages print, in working weeks", () => {
    expect(durationInWeeks("2-3 weeks")).toEqual({ min: 2, max: 3 });
    expect(durationInWeeks("About 1 week")).toEqual({ min: 1, max: 1 });
    expect(durationInWeeks("3-5 days")).toEqual({ min: 0.6, max: 1 });
    expect(durationInWeeks("1 day")).toEqual({ min: 0.2, max: 0.2 });
    expect(durationInWeeks("Half a week")).toEqual({ min: 0.5, max: 0.5 });
    expect(durationInWeeks("1 visit, 30-45 min")).toBeUndefined();
  });

  it("reads the same forms in Spanish", () => {
    expect(durationInWeeks("de 2 a 3 semanas")).toEqual({ min: 2, max: 3 });
    expect(durationInWeeks("Alrededor de 1 semana")).toEqual({ min: 1, max: 1 });
    expect(durationInWeeks("2 semanas")).toEqual({ min: 2, max: 2 });
    expect(durationInWeeks("de 3 a 5 días")).toEqual({ min: 0.6, max: 1 });
    expect(durationInWeeks("1 día")).toEqual({ min: 0.2, max: 0.2 });
    expect(durationInWeeks("Media semana")).toEqual({ min: 0.5, max: 0.5 });
    expect(durationInWeeks("1 visita, 90 min")).toBeUndefined();
    expect(durationInWeeks("de 2 a semanas")).toBeUndefined();
  });

  it("adds steps up and rounds to whole weeks", () => {
    expect(sumDurations(["3-5 days", "1-2 weeks", "3-5 days", "1 day"])).toEqual({
      min: 2,
      max: 4,
    });
    expect(sumDurations(["1-2 weeks", "1 visit"])).toBeUndefined();
  });
});

describe("service timelines", () => {
  it("has one timeline per service whose total is the sum of its phases", () => {
    expect(Object.keys(serviceTimelines).sort()).toEqual([...serviceSlugs].sort());
    for (const t of Object.values(serviceTimelines)) {
      expect(t.total).toEqual(addSpans(t.design, t.permits, t.construction));
    }
  });

  it("states each phase and the total as the pages quote them", () => {
    expect(timelineText("kitchen-remodeling")).toEqual({
      design: "2-3 weeks",
      permits: "2-4 weeks",
      construction: "6-8 weeks",
      beforeConstruction: "4-7 weeks",
      total: "10-15 weeks",
    });
    expect(timelineText("whole-home-renovation")).toEqual({
      design: "5-10 weeks",
      permits: "3-6 weeks",
      construction: "3-6 months",
      beforeConstruction: "8-16 weeks",
      total: "5-9 months",
    });
    expect(timelineText("tiny-homes")).toEqual({
      design: "4-7 weeks",
      permits: "2-6 weeks",
      construction: "10-16 weeks",
      beforeConstruction: "6-13 weeks",
      total: "4-7 months",
    });
    expect(timelineText("bathroom-remodeling").total).toBe("4-9 weeks");
    expect(timelineText("home-additions").total).toBe("4-7 months");
    expect(timelineText("outdoor-living")).toMatchObject({
      construction: "4-8 weeks",
      total: "7-14 weeks",
    });
  });
});

describe("timelines in Spanish", () => {
  it("say the same spans in Spanish words", () => {
    expect(formatSpan(weeks(6, 8), "es")).toBe("de 6 a 8 semanas");
    expect(formatSpan(weeks(1, 1), "es")).toBe("1 semana");
    expect(formatSpan(weeks(13, 26), "es")).toBe("de 3 a 6 meses");
    expect(timelineText("kitchen-remodeling", "es").total).toBe("de 10 a 15 semanas");
  });
});
