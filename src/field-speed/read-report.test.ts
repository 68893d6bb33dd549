import { describe, expect, it } from "vitest";
import { readReport } from "./report-endpoint";

describe("readReport", () => {
  it("takes a page's path and any of its three figures", () => {
    expect(readReport(JSON.stringify({ path: "/faq", lcp: 1234.5, inp: 48, cls: 0.02 }))).toEqual({
      path: "/faq",
      values: { lcp: 1234.5, inp: 48, cls: 0.02 },
    });
    expect(readReport(JSON.stringify({ path: "/", cls: 0 }))).toEqual({
      path: "/",
      values: { cls: 0 },
    });
  });

  it("says what is wrong with anything else", () => {
    expect(readReport("x".repeat(600))).toBe("too large");
    expect(readReport("{")).toContain("as JSON");
    expect(readReport("[1]")).toContain("as JSON");
    expect(readReport(JSON.stringify({ path: "faq", lcp: 1 }))).toContain("page of this site");
    expect(readReport(JSON.stringify({ path: "/", lcp: -5 }))).toContain("LCP must be a number");
    expect(readReport(JSON.stringify({ path: "/", inp: "80" }))).toContain("INP must be a number");
    expect(readReport(JSON.stringify({ path: "/", cls: 1e9 }))).toContain("CLS must be a number");
    expect(readReport(JSON.stringify({ path: "/", ttfb: 20 }))).toContain("at least one of");
  });
});
