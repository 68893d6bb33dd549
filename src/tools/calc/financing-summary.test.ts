import { describe, expect, it } from "vitest";
import { amortizationSchedule } from "./amortization";
import { computeFinancing, financingDefaults, financingDisclaimer } from "./financing";
import { financingSummary } from "./financing-summary";
import { formatUsd } from "./format";

const usd = (n: number) => formatUsd(n, { cents: true });

/** The defaults as the page starts: no extra payment, the five- and seven-year terms beside. */
const startingInputs = { ...financingDefaults, extra: 0, compare: [60, 84, 120] as const };

describe("financingSummary", () => {
  it("lists the inputs, the figures with APR and term, and the disclaimer", () => {
    const inputs = { ...startingInputs, downPayment: 5000 };
    const summary = financingSummary(inputs, computeFinancing(inputs));
    for (const text of [
      "Project cost: $50,000.00",
      "Down payment: $5,000.00",
      "Credit tier: Good",
      "APR: 15% for 120 months",
      "Estimated monthly payment: $726.01 (15% APR, 120 months)",
      "Amount financed: $45,000.00",
      "Total interest: $42,120.88",
      "Total paid: $87,120.88",
      financingDisclaimer,
    ]) {
      expect(summary).toContain(text);
    }
  });

  it("adds the other terms at the same APR and the balance at each year's end", () => {
    const summary = financingSummary(startingInputs, computeFinancing(startingInputs));
    const other = (months: number) => computeFinancing({ ...startingInputs, termMonths: months });
    expect(summary).toContain("Other terms at 15% APR:");
    expect(summary).toContain(
      `- 60 months: ${usd(other(60).monthlyPayment)} a month, ${usd(other(60).totalInterest)} in interest`,
    );
    expect(summary).toContain("- 84 months: ");
    expect(summary).not.toContain("- 120 months: ");
    const years = amortizationSchedule(startingInputs);
    expect(summary).toContain("Balance at the end of each year:");
    expect(summary).toContain("- Year 10: $0.00");
    expect(summary).toContain(`- Year 1: ${usd(years[0]!.balanceCents / 100)}`);
    expect(summary).not.toContain("Extra payment");
  });

  it("says what an extra payment saves, when there is one", () => {
    const inputs = { ...startingInputs, extra: 100 };
    expect(financingSummary(inputs, computeFinancing(inputs))).toMatch(
      /Extra payment of \$100\.00 a month: paid off in \d+ months \(\d+ sooner\), \$[\d,]+\.\d\d less interest/,
    );
  });

  it('shows "-" for figures that could not be computed, and no schedule', () => {
    const inputs = { ...startingInputs, tier: "poor" as const, apr: 27.5, cost: NaN };
    const summary = financingSummary(inputs, computeFinancing(inputs));
    expect(summary).toContain("Credit tier: Poor (Subprime)");
    expect(summary).toContain("APR: 27.5% for 120 months");
    expect(summary).toContain("Estimated monthly payment: -");
    expect(summary).not.toContain("Balance at the end");
    expect(summary).not.toContain("NaN");
  });
});
