import type { Locale } from "@/lib/i18n/locale";
import type { EnergyWords, UpgradeShare } from "@/tools/calc/energy";
import { fillIn, formatDollars, formatPercent } from "@/tools/calc/format";

type SavingsSharesProps = {
  shares: readonly UpgradeShare[];
  /** The combined saving the shares add up to, as a fraction of the bill. */
  combined: number;
  words: EnergyWords;
  locale: Locale;
};

/**
 * A bar per selected upgrade: its part of the combined saving, with the dollars and the share of
 * the bill written beside it, so the bar itself is only a picture of the figures.
 */
export function SavingsShares({ shares, combined, words, locale }: SavingsSharesProps) {
  if (shares.length === 0) return null;
  return (
    <section aria-labelledby="savings-shares-heading" className="max-w-3xl">
      <h3 id="savings-shares-heading" className="text-xl font-semibold text-slate-900">
        {words.shares.heading}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{words.shares.note}</p>
      <ul className="mt-4 space-y-4">
        {shares.map((share) => (
          <li key={share.key}>
            <span className="flex flex-wrap justify-between gap-x-4 text-sm">
              <span className="font-medium text-slate-900">{words.upgradeLabels[share.key]}</span>
              <span className="text-slate-700 tabular-nums">
                {fillIn(words.shares.line, {
                  amount: formatDollars(share.monthlySavings, locale),
                  percent: formatPercent(share.fraction, { maxDecimals: 1, locale }),
                })}
              </span>
            </span>
            <span aria-hidden="true" className="mt-1 block h-3 rounded-full bg-slate-100">
              <span
                className="block h-3 rounded-full bg-brand-700"
                style={{ width: `${combined > 0 ? (100 * share.fraction) / combined : 0}%` }}
              />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
