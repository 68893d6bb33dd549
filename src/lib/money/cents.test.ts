import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocate, divideRounded, formatUsd, MAX_CENTS, parseUsd, roundToTotal } from "./cents";

const amount = fc.integer({ min: 0, max: MAX_CENTS });

describe("divideRounded", () => {
  it("rounds halves away from zero, like a bill", () => {
    expect(divideRounded(5, 10)).toBe(1);
    expect(divideRounded(4, 10)).toBe(0);
    expect(divideRounded(-5, 10)).toBe(-1);
    expect(divideRounded(15, 10)).toBe(2);
    expect(divideRounded(25, 10)).toBe(3);
  });

  it("is never more than half away from the exact quotient", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: 1, max: 1e6 }),
        (a, b) => {
          expect(Math.abs(divideRounded(a, b) * b - a)).toBeLessThanOrEqual(b / 2);
        },
      ),
    );
  });

  it("refuses fractions and a divisor of zero", () => {
    expect(() => divideRounded(1.5, 2)).toThrow(RangeError);
    expect(() => divideRounded(1, 0)).toThrow(RangeError);
  });
});

describe("allocate", () => {
  it("gives the leftover cents to the parts that lost most in rounding", () => {
    expect(allocate(1_000_001, [3000, 4000, 3000])).toEqual([300_000, 400_001, 300_000]);
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(0, [1, 2])).toEqual([0, 0]);
  });

  it("always adds up to the total, each part within a cent of its exact share", () => {
    fc.assert(
      fc.property(
        amount,
        fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 12 }),
        (total, weights) => {
          fc.pre(weights.some((w) => w > 0));
          const parts = allocate(total, weights);
          const sum = weights.reduce((a, b) => a + b, 0);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          parts.forEach((part, i) => {
            expect(Number.isInteger(part)).toBe(true);
            expect(Math.abs(part - (total * weights[i]!) / sum)).toBeLessThan(1);
          });
        },
      ),
    );
  });

  it("refuses weights that are negative, all zero, or too large to keep every cent", () => {
    expect(() => allocate(100, [1, -1])).toThrow(RangeError);
    expect(() => allocate(100, [0, 0])).toThrow(RangeError);
    expect(() => allocate(MAX_CENTS, [MAX_CENTS, 1])).toThrow(RangeError);
    expect(() => allocate(-1, [1])).toThrow(RangeError);
  });
});

describe("US dollars", () => {
  it("print as US money in both editions", () => {
    expect(formatUsd(123_456_750, "en")).toBe("$1,234,567.50");
    expect(formatUsd(123_456_750, "es")).toBe("$1,234,567.50");
    expect(formatUsd(5, "en")).toBe("$0.05");
  });

  it("read as the owner types them", () => {
    expect(parseUsd("1,250")).toEqual({ ok: true, cents: 125_000 });
    expect(parseUsd(" $1250.5 ")).toEqual({ ok: true, cents: 125_050 });
    expect(parseUsd("$ 0.07")).toEqual({ ok: true, cents: 7 });
  });

  it("refuse what they cannot read exactly, saying how to write it", () => {
    for (const typed of ["", "12.345", "1.234,50", "1,25", "-5", "5e3", "$", "10,000,000.01"])
      expect(parseUsd(typed), typed).toMatchObject({ ok: false, problem: expect.any(String) });
  });

  it("read back exactly what they print", () => {
    fc.assert(
      fc.property(amount, (cents) => {
        expect(parseUsd(formatUsd(cents, "en"))).toEqual({ ok: true, cents });
      }),
    );
  });
});

describe("roundToTotal", () => {
  const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);

  it("keeps the rounded total exactly and moves no value by a whole unit or more", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1e7, noNaN: true }), { minLength: 1, maxLength: 130 }),
        (values) => {
          const total = Math.round(sum(values));
          const parts = roundToTotal(values, total);
          expect(sum(parts)).toBe(total);
          parts.forEach((part, i) => {
            expect(Number.isInteger(part)).toBe(true);
            expect(Math.abs(part - values[i]!)).toBeLessThan(1 + 1e-6);
          });
        },
      ),
    );
  });

  it("gives the cents left over to the values that lost most, the first of equals first", () => {
    expect(roundToTotal([1.5, 1.5, 1.2], 4)).toEqual([2, 1, 1]);
    expect(roundToTotal([0.25, 0.25, 0.25, 0.25], 1)).toEqual([1, 0, 0, 0]);
    expect(roundToTotal([], 0)).toEqual([]);
  });
});
