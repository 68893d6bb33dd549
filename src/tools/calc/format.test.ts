import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fillIn, formatDollars, formatPercent, formatUsd } from "./format";

describe("formatUsd", () => {
  it("shows cents when asked", () => {
    expect(formatUsd(806.6705, { cents: true })).toBe("$806.67");
    expect(formatUsd(50000, { cents: true })).toBe("$50,000.00");
    expect(formatUsd(0, { cents: true })).toBe("$0.00");
  });

  it("shows whole dollars otherwise", () => {
    expect(formatUsd(71, { cents: false })).toBe("$71");
    expect(formatUsd(854.4, { cents: false })).toBe("$854");
    expect(formatUsd(1234567, { cents: false })).toBe("$1,234,567");
  });

  it('shows "-" for figures that could not be computed', () => {
    for (const n of [NaN, Infinity, -Infinity]) {
      expect(formatUsd(n, { cents: true })).toBe("-");
      expect(formatUsd(n, { cents: false })).toBe("-");
    }
  });

  it("never prints a negative zero", () => {
    expect(formatUsd(-0, { cents: true })).toBe("$0.00");
    expect(formatUsd(-0.001, { cents: true })).toBe("$0.00");
    expect(formatUsd(-0.4, { cents: false })).toBe("$0");
    expect(formatUsd(-5, { cents: true })).toBe("-$5.00");
  });

  it("formats every finite number as a dollar amount", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), (n, cents) => {
        expect(formatUsd(n, { cents })).toMatch(/^-?\$\d{1,3}(,\d{3})*(\.\d{2})?$/);
      }),
    );
  });
});

describe("formatDollars", () => {
  it("drops the cents of a whole figure and keeps them otherwise", () => {
    expect(formatDollars(71)).toBe("$71");
    expect(formatDollars(180.5)).toBe("$180.50");
    expect(formatDollars(0)).toBe("$0");
    expect(formatDollars(NaN)).toBe("-");
  });
});

describe("formatPercent", () => {
  it("shows whole percent by default", () => {
    expect(formatPercent(0.12)).toBe("12%");
    expect(formatPercent(0.407162304)).toBe("41%");
    expect(formatPercent(0)).toBe("0%");
    expect(formatPercent(-0)).toBe("0%");
  });

  it("keeps decimals when asked", () => {
    expect(formatPercent(0.155, { maxDecimals: 2 })).toBe("15.5%");
    expect(formatPercent(0.15, { maxDecimals: 2 })).toBe("15%");
  });

  it('shows "-" for non-finite input', () => {
    expect(formatPercent(NaN)).toBe("-");
    expect(formatPercent(Infinity)).toBe("-");
  });
});

describe("in the Spanish edition", () => {
  it("writes dollars and percentages the US way, as es-US does", () => {
    expect(formatUsd(25000, { cents: false, locale: "es" })).toBe("$25,000");
    expect(formatUsd(806.6705, { cents: true, locale: "es" })).toBe("$806.67");
    expect(formatUsd(-0.001, { cents: true, locale: "es" })).toBe("$0.00");
    expect(formatDollars(180.5, "es")).toBe("$180.50");
    expect(formatPercent(0.12, { locale: "es" })).toBe("12%");
    expect(formatPercent(0.155, { maxDecimals: 2, locale: "es" })).toBe("15.5%");
    expect(formatPercent(NaN, { locale: "es" })).toBe("-");
  });
});

describe("fillIn", () => {
  it("puts each figure in its slot and leaves unknown slots as written", () => {
    expect(fillIn("{months} meses ({years} años)", { months: 120, years: 10 })).toBe(
      "120 meses (10 años)",
    );
    expect(fillIn("a {term}, con una APR de {apr}", { term: "60 meses", apr: "$5%" })).toBe(
      "a 60 meses, con una APR de $5%",
    );
    expect(fillIn("{payment} ({apr})", { payment: "$1.00" })).toBe("$1.00 ({apr})");
  });
});
