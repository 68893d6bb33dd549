import type { Locale } from "@/lib/i18n/locale";
import { amortizationSchedule, extraPaymentEffect } from "./amortization";
import {
  computeFinancing,
  financingWords,
  type FinancingResult,
  type FinancingSummaryInputs,
  type FinancingWords,
} from "./financing";
import { fillIn, formatPercent, formatUsd } from "./format";

/** The words and number formats of the edition a summary is written in. */
type FinancingEdition = { words: FinancingWords; locale: Locale };

/**
 * Plain text for the "Copy results" button: the estimate, what an extra payment would save, the
 * other terms and the balance at each year's end. The APR and term sit beside every payment.
 */
export function financingSummary(
  inputs: FinancingSummaryInputs,
  result: FinancingResult,
  { words, locale }: FinancingEdition = { words: financingWords, locale: "en" },
): string {
  const usd = (n: number) => formatUsd(n, { cents: true, locale });
  const cents = (n: number) => usd(n / 100);
  const apr = formatPercent(inputs.apr / 100, { maxDecimals: 2, locale });
  const termOf = (months: number) =>
    Number.isFinite(months) ? fillIn(words.term, { months }) : "-";
  const term = termOf(inputs.termMonths);
  const { summary } = words;
  const extra = extraPaymentEffect(inputs, inputs.extra);
  const others = inputs.compare.filter((months) => months !== inputs.termMonths);
  const years = amortizationSchedule(inputs);
  return [
    summary.title,
    `${summary.cost}: ${usd(inputs.cost)}`,
    `${summary.downPayment}: ${usd(inputs.downPayment)}`,
    `${summary.tier}: ${words.tierLabels[inputs.tier]}`,
    fillIn(summary.apr, { apr, term }),
    fillIn(summary.payment, { payment: usd(result.monthlyPayment), apr, term }),
    `${summary.financed}: ${usd(result.financed)}`,
    `${summary.totalInterest}: ${usd(result.totalInterest)}`,
    `${summary.totalPaid}: ${usd(result.totalPaid)}`,
    ...(extra
      ? [
          fillIn(summary.extra, {
            extra: usd(inputs.extra),
            months: extra.months,
            saved: extra.monthsSaved,
            interest: cents(extra.interestSavedCents),
          }),
        ]
      : []),
    ...(others.length > 0
      ? [
          fillIn(summary.compare, { apr }),
          ...others.map((months) => {
            const other = computeFinancing({ ...inputs, termMonths: months });
            return fillIn(summary.compareLine, {
              term: termOf(months),
              payment: usd(other.monthlyPayment),
              interest: usd(other.totalInterest),
            });
          }),
        ]
      : []),
    ...(years.length > 0
      ? [
          summary.balances,
          ...years.map((y) =>
            fillIn(summary.balanceLine, { year: y.year, balance: cents(y.balanceCents) }),
          ),
        ]
      : []),
    "",
    words.disclaimer,
  ].join("\n");
}
