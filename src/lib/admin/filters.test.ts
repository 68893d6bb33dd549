import { describe, expect, it } from "vitest";
import {
  inboxQuery,
  matchingTotal,
  pageCountFor,
  parseInboxFilter,
  parsePage,
  toLeadFilter,
} from "./filters";
import { dallasDateTime, dallasDayStartUtc, dallasStamp } from "./time";

describe("inbox filter", () => {
  it("keeps what the inbox offers and drops the rest", () => {
    expect(
      parseInboxFilter({
        status: "won",
        city: "Plano",
        service: "Kitchen Remodel",
        from: "2026-01-02",
        to: "2026-02-30",
        q: "  maria ",
      }),
    ).toEqual({
      status: "won",
      city: "Plano",
      serviceType: "Kitchen Remodel",
      from: "2026-01-02",
      q: "maria",
    });
    expect(parseInboxFilter({ status: "deleted", city: "Austin", service: ["x"] })).toEqual({});
  });

  it("reads the page number strictly: 1 when absent or nonsense", () => {
    expect(parsePage({ page: "3" }, 5)).toBe(3);
    expect(parsePage({ page: "005" }, 5)).toBe(5);
    expect(parsePage({ page: ["2", "4"] }, 5)).toBe(2);
    const nonsense = [
      undefined,
      "",
      "0",
      "-1",
      "+2",
      "2.5",
      "1e300",
      "1e3",
      "0x2",
      "abc",
      "Infinity",
    ];
    for (const page of nonsense) expect(parsePage({ page }, 5), String(page)).toBe(1);
  });

  it("holds the page number to the pages there are, however large it is", () => {
    for (const page of ["6", "999999", "9".repeat(30), "9".repeat(400)])
      expect(parsePage({ page }, 5), page).toBe(5);
    expect(parsePage({ page: "2" }, 1)).toBe(1);
    expect(Number.isSafeInteger(parsePage({ page: "9".repeat(400) }, 5))).toBe(true);
  });

  it("counts the pages of a filter from the per-status counts", () => {
    expect([0, 1, 25, 26, 50, 51].map(pageCountFor)).toEqual([1, 1, 1, 2, 2, 3]);
    const counts = { new: 30, won: 2, spam: 1 };
    expect(matchingTotal({}, counts)).toBe(33);
    expect(matchingTotal({ status: "won" }, counts)).toBe(2);
    expect(matchingTotal({ status: "lost" }, counts)).toBe(0);
  });

  it("writes the filter back into a query string the page and export share", () => {
    expect(inboxQuery({})).toBe("");
    expect(inboxQuery({ status: "new", serviceType: "Tiny Home", q: "a b" }, 2)).toBe(
      "?q=a+b&status=new&service=Tiny+Home&page=2",
    );
    const filter = { city: "Allen", from: "2026-03-01" };
    expect(parseInboxFilter(Object.fromEntries(new URLSearchParams(inboxQuery(filter))))).toEqual(
      filter,
    );
  });

  it("turns Dallas days into UTC bounds, the end day included", () => {
    expect(toLeadFilter({ from: "2026-01-15", to: "2026-01-15" })).toMatchObject({
      createdFrom: "2026-01-15T06:00:00.000Z",
      createdBefore: "2026-01-16T06:00:00.000Z",
    });
  });
});

describe("Dallas time", () => {
  it("starts a day at local midnight in standard and daylight time, across the changes", () => {
    expect(dallasDayStartUtc("2026-01-15")).toBe("2026-01-15T06:00:00.000Z");
    expect(dallasDayStartUtc("2026-07-04")).toBe("2026-07-04T05:00:00.000Z");
    expect(dallasDayStartUtc("2026-03-08")).toBe("2026-03-08T06:00:00.000Z");
    expect(dallasDayStartUtc("2026-03-08", 1)).toBe("2026-03-09T05:00:00.000Z");
    expect(dallasDayStartUtc("2026-11-01")).toBe("2026-11-01T05:00:00.000Z");
    expect(dallasDayStartUtc("2026-12-31", 1)).toBe("2027-01-01T06:00:00.000Z");
  });

  it("shows times in Dallas", () => {
    expect(dallasDateTime("2026-11-20T16:05:00.000Z")).toBe("Nov 20, 2026, 10:05 AM CST");
    expect(dallasStamp("2026-07-04T03:30:00.000Z")).toBe("2026-07-03 22:30");
  });
});
