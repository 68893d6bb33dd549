import type { ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locale";
import { computeFinancing, type FinancingInputs, type LoanTerm } from "@/tools/calc/financing";
import { fillIn, formatPercent, formatUsd } from "@/tools/calc/format";
import type { FinancingCalculatorCopy } from "@/tools/tool-page-schema";
import { TermSelect } from "./term-select";

type TermComparisonProps = {
  inputs: FinancingInputs;
  /** The terms shown, shortest first, the chosen one among them. */
  terms: readonly LoanTerm[];
  /** The other terms as chosen, in the order of their two lists. */
  others: readonly LoanTerm[];
  onChange: (index: number, term: LoanTerm | null) => void;
  copy: FinancingCalculatorCopy;
  locale: Locale;
};

/**
 * The same loan over two or three terms side by side: the payment, each with its APR and term
 * beside it (decisions.md §6), the interest and the total. The visitor picks the other terms.
 */
export function TermComparison({
  inputs,
  terms,
  others,
  onChange,
  copy,
  locale,
}: TermComparisonProps) {
  const { words, outputs, fields } = copy;
  const usd = (n: number) => formatUsd(n, { cents: true, locale });
  const apr = formatPercent(inputs.apr / 100, { maxDecimals: 2, locale });
  const results = terms.map((months) => ({
    months,
    ...computeFinancing({ ...inputs, termMonths: months }),
  }));
  return (
    <section aria-labelledby="term-comparison-heading" className="min-w-0">
      <h3 id="term-comparison-heading" className="text-xl font-semibold text-slate-900">
        {words.compare.heading}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{fillIn(words.compare.note, { apr })}</p>
      <fieldset className="mt-4 grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">{fields.compare.legend}</legend>
        {[fields.compare.first, fields.compare.second].map((label, index) => (
          <TermSelect
            key={label}
            id={`compare-term-${index + 1}`}
            label={label}
            none={fields.compare.none}
            value={others[index] ?? null}
            words={words}
            onChange={(term) => onChange(index, term)}
          />
        ))}
      </fieldset>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-right text-sm tabular-nums">
          <thead>
            <tr>
              <td />
              {results.map(({ months }) => (
                <th
                  key={months}
                  scope="col"
                  className="px-2 py-2 align-bottom font-semibold text-slate-900"
                >
                  {fillIn(words.term, { months })}
                  {months === inputs.termMonths ? (
                    <span className="block text-xs font-normal text-slate-600">
                      ({words.compare.chosen})
                    </span>
                  ) : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="text-slate-800">
            <ComparisonRow label={outputs.payment}>
              {results.map(({ months, monthlyPayment }) => (
                <td key={months} className="px-2 py-2">
                  <span className="block font-semibold text-slate-900">{usd(monthlyPayment)}</span>
                  <span className="block text-xs text-slate-600">
                    {fillIn(words.paymentNote, { apr, term: fillIn(words.term, { months }) })}
                  </span>
                </td>
              ))}
            </ComparisonRow>
            {(["totalInterest", "totalPaid"] as const).map((figure) => (
              <ComparisonRow key={figure} label={outputs[figure]}>
                {results.map((result) => (
                  <td key={result.months} className="px-2 py-2">
                    {usd(result[figure])}
                  </td>
                ))}
              </ComparisonRow>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function ComparisonRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr className="border-t border-slate-200">
      <th scope="row" className="py-2 pr-2 text-left font-medium">
        {label}
      </th>
      {children}
    </tr>
  );
}
