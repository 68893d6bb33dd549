import type { Locale } from "@/lib/i18n/locale";
import type { ScheduleYear } from "@/tools/calc/amortization";
import type { FinancingSummaryInputs, LoanTerm } from "@/tools/calc/financing";
import type { FinancingCalculatorCopy } from "@/tools/tool-page-schema";
import { LoanChart } from "./loan-chart";
import { LoanSchedule } from "./loan-schedule";
import { TermComparison } from "./term-comparison";

type LoanDetailsProps = {
  years: readonly ScheduleYear[];
  inputs: FinancingSummaryInputs;
  financedCents: number;
  /** The other terms compared, as the visitor chose them, and how to change one. */
  otherTerms: readonly LoanTerm[];
  onOtherTerm: (index: number, term: LoanTerm | null) => void;
  copy: FinancingCalculatorCopy;
  locale: Locale;
};

/** Under the payment: how the balance falls, the terms side by side, and the loan year by year. */
export function LoanDetails({
  years,
  inputs,
  financedCents,
  otherTerms,
  onOtherTerm,
  copy,
  locale,
}: LoanDetailsProps) {
  const { words } = copy;
  return (
    <>
      <div className="grid items-start gap-10 lg:grid-cols-2">
        <section aria-labelledby="loan-chart-heading" className="min-w-0">
          <h3 id="loan-chart-heading" className="text-xl font-semibold text-slate-900">
            {words.chart.heading}
          </h3>
          <div className="mt-4">
            <LoanChart
              years={years}
              financedCents={financedCents}
              words={words.chart}
              yearAxis={words.schedule.year}
              locale={locale}
            />
          </div>
        </section>
        <TermComparison
          inputs={inputs}
          terms={inputs.compare}
          others={otherTerms}
          onChange={onOtherTerm}
          copy={copy}
          locale={locale}
        />
      </div>
      <LoanSchedule years={years} words={words.schedule} locale={locale} />
    </>
  );
}
