import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { amortizationSchedule, extraPaymentEffect } from "./amortization";
import { computeFinancing, financingDefaults, loanTerms } from "./financing";

const loans = fc.record({
  cost: fc.integer({ min: 1, max: 500_000_00 }).map((cents) => cents / 100),
  downPayment: fc.integer({ min: 0, max: 100_000_00 }).map((cents) => cents / 100),
  apr: fc.integer({ min: 0, max: 600 }).map((tenths) => tenths / 10),
  termMonths: fc.constantFrom(...loanTerms),
});

const total = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0);

describe("amortizationSchedule", () => {
  it("adds up, year by year and month by month, to the loan the summary describes", () => {
    fc.assert(
      fc.property(loans, (loan) => {
        const summary = computeFinancing(loan);
        const years = amortizationSchedule(loan);
        if (summary.financed === 0) {
          expect(years).toEqual([]);
          return;
        }
        expect(years.length).toBe(Math.ceil(loan.termMonths / 12));
        expect(total(years.map((y) => y.interestCents))).toBe(
          Math.round(summary.totalInterest * 100),
        );
        expect(total(years.map((y) => y.principalCents))).toBe(Math.round(summary.financed * 100));
        expect(years.at(-1)!.balanceCents).toBe(0);
        expect(years.flatMap((y) => y.months).map((m) => m.month)).toEqual(
          Array.from({ length: loan.termMonths }, (_, i) => i + 1),
        );
        for (const year of years) {
          expect(total(year.months.map((m) => m.interestCents))).toBe(year.interestCents);
          expect(total(year.months.map((m) => m.principalCents))).toBe(year.principalCents);
          expect(year.months.at(-1)!.balanceCents).toBe(year.balanceCents);
          for (const month of year.months) {
            expect(month.interestCents).toBeGreaterThanOrEqual(0);
            expect(month.principalCents).toBeGreaterThanOrEqual(0);
            expect(month.balanceCents).toBeGreaterThanOrEqual(0);
          }
        }
      }),
    );
  });

  it("splits the default loan's payment into interest and principal as the formula does", () => {
    const years = amortizationSchedule(financingDefaults);
    // $50,000 at 15% for 120 months: the first month's interest is 50,000 × 0.15 / 12.
    expect(years[0]!.months[0]!.interestCents).toBe(62500);
    const payment = Math.round(computeFinancing(financingDefaults).monthlyPayment * 100);
    expect(years[0]!.months[0]!.interestCents + years[0]!.months[0]!.principalCents).toBe(payment);
    expect(years).toHaveLength(10);
  });

  it("at 0% APR pays the amount financed in equal parts, with no interest", () => {
    const years = amortizationSchedule({ cost: 1200, downPayment: 0, apr: 0, termMonths: 24 });
    expect(years.map((y) => [y.interestCents, y.principalCents, y.balanceCents])).toEqual([
      [0, 60000, 60000],
      [0, 60000, 0],
    ]);
  });

  it("is empty for nothing financed, a loan above $10 million, or a figure that is not a number", () => {
    for (const loan of [
      { cost: 0, downPayment: 0, apr: 10, termMonths: 60 },
      { cost: 5000, downPayment: 6000, apr: 10, termMonths: 60 },
      { cost: 20_000_000, downPayment: 0, apr: 10, termMonths: 60 },
      { cost: NaN, downPayment: 0, apr: 10, termMonths: 60 },
      { cost: 5000, downPayment: 0, apr: NaN, termMonths: 60 },
      { cost: Infinity, downPayment: 0, apr: 10, termMonths: 60 },
    ])
      expect(amortizationSchedule(loan), JSON.stringify(loan)).toEqual([]);
  });
});

describe("extraPaymentEffect", () => {
  /** The months a payment of `payment` takes to repay `principal` at a monthly `rate`, exactly. */
  const monthsToRepay = (principal: number, rate: number, payment: number) =>
    rate === 0
      ? Math.ceil(principal / payment - 1e-9)
      : Math.ceil(-Math.log(1 - (rate * principal) / payment) / Math.log1p(rate) - 1e-9);

  it("ends the loan when the closed formula says, sooner and cheaper the more is paid", () => {
    fc.assert(
      fc.property(loans, fc.integer({ min: 1, max: 500_000 }), (loan, extraCents) => {
        const extra = extraCents / 100;
        const effect = extraPaymentEffect(loan, extra);
        const summary = computeFinancing(loan);
        if (summary.financed === 0) {
          expect(effect).toBeNull();
          return;
        }
        const payment = summary.monthlyPayment + extra;
        const expected = monthsToRepay(summary.financed, loan.apr / 1200, payment);
        expect(Math.abs(effect!.months - expected)).toBeLessThanOrEqual(1);
        expect(effect!.months).toBeLessThanOrEqual(loan.termMonths);
        expect(effect!.monthsSaved).toBe(loan.termMonths - effect!.months);
        expect(effect!.interestSavedCents).toBeGreaterThanOrEqual(0);
        const more = extraPaymentEffect(loan, extra * 2)!;
        expect(more.months).toBeLessThanOrEqual(effect!.months);
        expect(more.interestCents).toBeLessThanOrEqual(effect!.interestCents + 1);
      }),
    );
  });

  it("pays $50,000 at 15% over 120 months off sooner with $100 more a month", () => {
    const effect = extraPaymentEffect(financingDefaults, 100)!;
    const monthly = computeFinancing(financingDefaults).monthlyPayment;
    expect(effect.months).toBe(monthsToRepay(50000, 0.0125, monthly + 100));
    expect(effect.monthsSaved).toBeGreaterThan(10);
    expect(effect.interestSavedCents).toBeGreaterThan(500000);
  });

  it("pays everything in the first month when the extra payment covers the loan", () => {
    // $1,000 at 12% over 24 months costs $129.76 of interest; paid at once, one month of 1%.
    const effect = extraPaymentEffect(
      { cost: 1000, downPayment: 0, apr: 12, termMonths: 24 },
      5000,
    );
    expect(effect).toEqual({
      months: 1,
      monthsSaved: 23,
      interestCents: 1000,
      interestSavedCents: 11976,
    });
  });

  it("is null for no extra payment, nothing financed or a figure that is not a number", () => {
    expect(extraPaymentEffect(financingDefaults, 0)).toBeNull();
    expect(extraPaymentEffect(financingDefaults, NaN)).toBeNull();
    expect(extraPaymentEffect(financingDefaults, -5)).toBeNull();
    expect(extraPaymentEffect({ ...financingDefaults, cost: 0 }, 100)).toBeNull();
  });
});
