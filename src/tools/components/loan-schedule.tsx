import type { Locale } from "@/lib/i18n/locale";
import { escapeHtml } from "@/lib/html/escape";
import type { ScheduleMonth, ScheduleYear } from "@/tools/calc/amortization";
import type { FinancingWords } from "@/tools/calc/financing";
import { fillIn, formatUsd } from "@/tools/calc/format";

type LoanScheduleProps = {
  years: readonly ScheduleYear[];
  words: FinancingWords["schedule"];
  locale: Locale;
};

/**
 * The loan year by year, each year a `<details>` that opens to its twelve months: no script, so
 * it reads the same before the page is live, and every figure is in the page for a crawler or a
 * screen reader. The figures are whole cents (calc/amortization.ts) that add up to the summary.
 */
export function LoanSchedule({ years, words, locale }: LoanScheduleProps) {
  const usd = (cents: number) => formatUsd(cents / 100, { cents: true, locale });
  return (
    <section aria-labelledby="loan-schedule-heading">
      <h3 id="loan-schedule-heading" className="text-xl font-semibold text-slate-900">
        {words.heading}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{words.hint}</p>
      <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {years.map((year) => (
          <details key={year.year}>
            <summary className="disclosure">
              <span className="min-w-0">
                <span className="block font-semibold text-slate-900">
                  {fillIn(words.yearLabel, { year: year.year })}
                </span>
                <span className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-700 tabular-nums">
                  <Amount label={words.interest} value={usd(year.interestCents)} />
                  <Amount label={words.principal} value={usd(year.principalCents)} />
                  <Amount label={words.balance} value={usd(year.balanceCents)} />
                </span>
              </span>
            </summary>
            <div className="overflow-x-auto px-3 pb-4 sm:px-5">
              <table className="w-full max-w-2xl text-right text-sm tabular-nums">
                <caption className="sr-only">
                  {fillIn(words.monthsCaption, { year: year.year })}
                </caption>
                <thead className="text-slate-600">
                  <tr>
                    {[words.month, words.interest, words.principal, words.balance].map(
                      (head, i) => (
                        <th
                          key={head}
                          scope="col"
                          className={i === 0 ? "py-1 text-left font-medium" : "py-1 font-medium"}
                        >
                          {head}
                        </th>
                      ),
                    )}
                  </tr>
                </thead>
                <tbody
                  className="text-slate-800"
                  dangerouslySetInnerHTML={{ __html: monthRows(year.months, usd) }}
                />
              </table>
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}

/**
 * A year's twelve rows, written as HTML rather than as elements: the ten years hold 120 rows of
 * four cells, and as elements React would walk every one of them to make the page live (the
 * financing page's blocking time grew by about half). Written as HTML, they are parsed by the
 * browser alone and redrawn as one string when the loan changes. Every figure is escaped.
 */
function monthRows(months: readonly ScheduleMonth[], usd: (cents: number) => string): string {
  const cell = (text: string) => `<td class="py-1 pl-3">${escapeHtml(text)}</td>`;
  return months
    .map(
      (month) =>
        `<tr class="border-t border-slate-100"><th scope="row" class="py-1 text-left font-normal">${month.month}</th>` +
        [month.interestCents, month.principalCents, month.balanceCents]
          .map((cents) => cell(usd(cents)))
          .join("") +
        "</tr>",
    )
    .join("");
}

function Amount({ label, value }: { label: string; value: string }) {
  return (
    <span>
      {label} <span className="font-semibold text-slate-900">{value}</span>
    </span>
  );
}
