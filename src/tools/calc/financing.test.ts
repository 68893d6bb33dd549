import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formatUsd } from "./format";
import {
  aprLimits,
  computeFinancing,
  creditTierKeys,
  creditTiers,
  financingDefaults,
  financingDisclaimer,
  getCreditTier,
  loanTerms,
  parseNumberInput,
} from "./financing";

// The table's rules live here, not in financing.ts: that module ships to the browser, and
// parsing the table at import would ship zod with it. A table that breaks them fails CI instead.
const creditTierSchema = z
  .object({
    key: z.enum(creditTierKeys),
    label: z.string().min(1),
    aprRange: z.tuple([z.number().gte(0), z.number().gte(0)]),
    defaultApr: z.number().gte(0),
  })
  .refine(
    ({ aprRange: [low, high], defaultApr }) => low <= defaultApr && defaultApr <= high,
    "defaultApr must lie inside aprRange",
  );
const creditTiersSchema = z
  .array(creditTierSchema)
  .refine(
    (tiers) =>
      tiers.length === creditTierKeys.length &&
      creditTierKeys.every((key) => tiers.some((t) => t.key === key)),
    "every credit tier exactly once",
  );

const anyNumber = fc.oneof(fc.double(), fc.constantFrom(NaN, Infinity, -Infinity, 0, -0));
const amount = fc.double({ min: 0, max: 10_000_000, noNaN: true });
const apr = fc.double({ min: 0, max: aprLimits.max, noNaN: true });
const term = fc.oneof(fc.constantFrom(...loanTerms), fc.integer({ min: 1, max: 600 }));

describe("financing constants", () => {
  it("has the four credit tiers with their APR ranges and defaults", () => {
    expect(creditTiers).toEqual([
      { key: "poor", label: "Poor (Subprime)", aprRange: [24, 30], defaultApr: 27 },
      { key: "fair", label: "Fair", aprRange: [18, 24], defaultApr: 21 },
      { key: "good", label: "Good", aprRange: [12, 18], defaultApr: 15 },
      { key: "excellent", label: "Excellent", aprRange: [8, 12], defaultApr: 10 },
    ]);
    expect(getCreditTier("excellent").defaultApr).toBe(10);
  });

  it("has the terms, defaults, APR limits and disclaimer", () => {
    expect(loanTerms).toEqual([24, 36, 48, 60, 72, 84, 96, 120]);
    expect(financingDefaults).toEqual({
      cost: 50000,
      tier: "good",
      apr: 15,
      termMonths: 120,
      downPayment: 0,
    });
    expect(financingDefaults.apr).toBe(getCreditTier(financingDefaults.tier).defaultApr);
    expect(aprLimits).toEqual({ min: 0, max: 60, step: 0.1 });
    expect(financingDisclaimer).toBe(
      "Estimates only. Not a credit decision or offer of financing. Actual APR, terms, and payments vary by lender and credit profile.",
    );
  });

  it("has a table that satisfies its schema", () => {
    expect(() => creditTiersSchema.parse(creditTiers)).not.toThrow();
  });

  it("rejects a table that leaves out or repeats a tier", () => {
    const [first, ...rest] = creditTiers;
    expect(creditTiersSchema.safeParse(rest).success).toBe(false);
    expect(creditTiersSchema.safeParse([...rest, rest[0]]).success).toBe(false);
    expect(creditTiersSchema.safeParse([first, ...rest]).success).toBe(true);
  });

  it("rejects a credit tier with a field missing or a default outside its range", () => {
    expect(
      creditTierSchema.safeParse({ key: "good", label: "Good", aprRange: [12, 18] }).success,
    ).toBe(false);
    expect(
      creditTierSchema.safeParse({ key: "good", aprRange: [12, 18], defaultApr: 15 }).success,
    ).toBe(false);
    expect(
      creditTierSchema.safeParse({ key: "good", label: "Good", aprRange: [12, 18], defaultApr: 19 })
        .success,
    ).toBe(false);
    expect(
      creditTierSchema.safeParse({ key: "good", label: "Good", aprRange: [12, 18], defaultApr: 15 })
        .success,
    ).toBe(true);
  });
});

describe("computeFinancing", () => {
  it("gives $806.67 a month for the defaults", () => {
    const result = computeFinancing(financingDefaults);
    expect(formatUsd(result.monthlyPayment, { cents: true })).toBe("$806.67");
    expect(result.financed).toBe(50000);
    expect(result.totalPaid).toBeCloseTo(result.monthlyPayment * 120, 9);
    expect(result.totalInterest).toBeCloseTo(result.totalPaid - 50000, 9);
  });

  it("subtracts the down payment", () => {
    const result = computeFinancing({ ...financingDefaults, downPayment: 10000 });
    expect(result.financed).toBe(40000);
    expect(formatUsd(result.monthlyPayment, { cents: true })).toBe("$645.34");
  });

  it("splits the amount evenly at 0% APR", () => {
    fc.assert(
      fc.property(amount, term, (cost, termMonths) => {
        const result = computeFinancing({ cost, downPayment: 0, apr: 0, termMonths });
        expect(result.monthlyPayment).toBe(cost / termMonths);
        expect(result.totalInterest).toBeLessThan(1e-6);
      }),
    );
    expect(computeFinancing({ cost: 12000, downPayment: 0, apr: 0, termMonths: 24 })).toEqual({
      financed: 12000,
      monthlyPayment: 500,
      totalPaid: 12000,
      totalInterest: 0,
    });
  });

  it("gives all zeros when the down payment covers the cost", () => {
    fc.assert(
      fc.property(
        amount,
        fc.double({ min: 0, max: 1_000_000, noNaN: true }),
        apr,
        term,
        (cost, extra, rate, months) => {
          const result = computeFinancing({
            cost,
            downPayment: cost + extra,
            apr: rate,
            termMonths: months,
          });
          expect(result).toEqual({
            financed: 0,
            monthlyPayment: 0,
            totalPaid: 0,
            totalInterest: 0,
          });
        },
      ),
    );
  });

  it("gives no payment and no interest for a term of 0 or less", () => {
    for (const termMonths of [0, -12]) {
      expect(computeFinancing({ ...financingDefaults, termMonths })).toEqual({
        financed: 50000,
        monthlyPayment: 0,
        totalPaid: 0,
        totalInterest: 0,
      });
    }
  });

  it("an empty field (parsed as 0) behaves as documented", () => {
    const empty = parseNumberInput("");
    expect(computeFinancing({ ...financingDefaults, cost: empty }).monthlyPayment).toBe(0);
    expect(computeFinancing({ ...financingDefaults, apr: empty }).monthlyPayment).toBe(50000 / 120);
  });

  it("repays at least the amount financed for any APR ≥ 0 and term > 0", () => {
    fc.assert(
      fc.property(amount, amount, apr, term, (cost, downPayment, rate, termMonths) => {
        const result = computeFinancing({ cost, downPayment, apr: rate, termMonths });
        expect(result.monthlyPayment * termMonths).toBeGreaterThanOrEqual(result.financed - 1e-6);
        expect(result.totalInterest).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("never lowers the payment when the APR rises (up to rounding)", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 10_000_000, noNaN: true }),
        apr,
        apr,
        term,
        (cost, a, b, termMonths) => {
          fc.pre(a < b);
          const low = computeFinancing({ cost, downPayment: 0, apr: a, termMonths });
          const high = computeFinancing({ cost, downPayment: 0, apr: b, termMonths });
          expect(high.monthlyPayment).toBeGreaterThanOrEqual(low.monthlyPayment * (1 - 1e-12));
        },
      ),
    );
  });

  it("never throws, whatever the fields hold", () => {
    fc.assert(
      fc.property(
        anyNumber,
        anyNumber,
        anyNumber,
        anyNumber,
        (cost, downPayment, rate, termMonths) => {
          expect(() =>
            computeFinancing({ cost, downPayment, apr: rate, termMonths }),
          ).not.toThrow();
        },
      ),
    );
    const garbled = computeFinancing({ ...financingDefaults, cost: parseNumberInput("abc") });
    expect(formatUsd(garbled.monthlyPayment, { cents: true })).toBe("-");
  });
});

describe("parseNumberInput", () => {
  it("reads an empty field as 0 and anything else as a number", () => {
    expect(parseNumberInput("")).toBe(0);
    expect(parseNumberInput("  ")).toBe(0);
    expect(parseNumberInput("50000")).toBe(50000);
    expect(parseNumberInput("15.5")).toBe(15.5);
    expect(parseNumberInput("abc")).toBeNaN();
  });
});
