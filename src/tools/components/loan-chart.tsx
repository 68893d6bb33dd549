import type { Locale } from "@/lib/i18n/locale";
import type { ScheduleYear } from "@/tools/calc/amortization";
import type { FinancingWords } from "@/tools/calc/financing";
import { fillIn, formatUsd } from "@/tools/calc/format";

type LoanChartProps = {
  years: readonly ScheduleYear[];
  financedCents: number;
  words: FinancingWords["chart"];
  /** The years' axis: the schedule's word for a year. */
  yearAxis: string;
  locale: Locale;
};

// The drawing's own units: wide enough for the dollar labels, scaled to the column's width.
const width = 400;
const height = 240;
const plot = { left: 64, right: 12, top: 12, bottom: 28 };
const gridLines = 4;

/** The axis' top: the next round figure above the largest value ($48,000 → $50,000). */
function roundedUp(value: number): number {
  if (value <= 0) return 1;
  const step = 10 ** Math.floor(Math.log10(value)) / 2;
  return Math.ceil(value / step) * step;
}

/**
 * The balance still owed and the interest paid so far at each year's end, drawn as SVG on the
 * server with the rest of the page: no chart library, nothing to load. Its title and description
 * say what it shows in words; the year-by-year table under it holds every figure.
 */
export function LoanChart({ years, financedCents, words, yearAxis, locale }: LoanChartProps) {
  const interest = years.reduce<number[]>(
    (paid, year) => [...paid, paid.at(-1)! + year.interestCents],
    [0],
  );
  const balance = [financedCents, ...years.map((year) => year.balanceCents)];
  const top = roundedUp(Math.max(financedCents, interest.at(-1)!) / 100) * 100;
  const x = (year: number) => plot.left + (year / years.length) * (width - plot.left - plot.right);
  const y = (cents: number) =>
    height - plot.bottom - (cents / top) * (height - plot.top - plot.bottom);
  const line = (values: readonly number[]) =>
    values.map((cents, year) => `${x(year).toFixed(1)},${y(cents).toFixed(1)}`).join(" ");
  const dollars = (cents: number) => formatUsd(cents / 100, { cents: false, locale });
  const yearStep = years.length > 6 ? 2 : 1;
  return (
    <figure>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby="loan-chart-title loan-chart-description"
        className="h-auto w-full text-[12px]"
      >
        <title id="loan-chart-title">{words.heading}</title>
        <desc id="loan-chart-description">
          {fillIn(words.description, {
            financed: formatUsd(financedCents / 100, { cents: true, locale }),
            years: years.length,
            interest: formatUsd(interest.at(-1)! / 100, { cents: true, locale }),
          })}
        </desc>
        {Array.from({ length: gridLines + 1 }, (_, i) => (top * i) / gridLines).map((cents) => (
          <g key={cents} className="text-slate-600">
            <line
              x1={plot.left}
              x2={width - plot.right}
              y1={y(cents)}
              y2={y(cents)}
              className="stroke-slate-200"
            />
            <text x={plot.left - 6} y={y(cents) + 4} textAnchor="end" fill="currentColor">
              {dollars(cents)}
            </text>
          </g>
        ))}
        <text x={plot.left - 6} y={height - 8} textAnchor="end" className="fill-slate-600">
          {yearAxis}
        </text>
        {balance.map((_, year) =>
          year % yearStep === 0 ? (
            <text
              key={year}
              x={x(year)}
              y={height - 8}
              textAnchor="middle"
              className="fill-slate-600"
            >
              {year}
            </text>
          ) : null,
        )}
        <polyline points={line(balance)} fill="none" strokeWidth={3} className="stroke-brand-700" />
        <polyline
          points={line(interest)}
          fill="none"
          strokeWidth={3}
          strokeDasharray="6 4"
          className="stroke-accent-600"
        />
      </svg>
      <figcaption className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="h-1 w-6 rounded bg-brand-700" />
          {words.balance}
        </span>
        <span className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="h-0 w-6 border-t-[3px] border-dashed border-accent-600"
          />
          {words.interest}
        </span>
      </figcaption>
    </figure>
  );
}
