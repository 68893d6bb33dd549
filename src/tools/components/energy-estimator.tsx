"use client";

import type { ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locale";
import type { EnergyCalculatorCopy } from "@/tools/tool-page-schema";
import { computeEnergySavings, energySummary, energyUpgrades } from "@/tools/calc/energy";
import { formatDollars, formatPercent } from "@/tools/calc/format";
import {
  billFieldText,
  energyInputs,
  energyQuery,
  parseEnergyQuery,
  withUpgrade,
  type EnergyFields,
} from "@/tools/calc/query";
import { Choice, ChoiceGroup, choiceInputClass } from "@/components/ui/choice-group";
import { NumberField } from "./number-field";
import { ResultsPanel } from "./results-panel";
import { linkWithQuery, useQueryState } from "./use-query-state";

/**
 * `children` is the link to /contact, rendered on the server. Every word comes with `copy` and
 * every figure is written the way `locale` writes numbers.
 */
export function EnergyEstimator({
  copy,
  locale,
  children,
}: {
  copy: EnergyCalculatorCopy;
  locale: Locale;
  children: ReactNode;
}) {
  const [fields, setFields] = useQueryState(parseEnergyQuery, energyQuery);
  const set = (patch: Partial<EnergyFields>) => setFields({ ...fields, ...patch });
  const inputs = energyInputs(fields);
  const result = computeEnergySavings(inputs);
  const selected = new Set(fields.selected);
  const { fields: labels, outputs, words } = copy;
  const dollars = (n: number) => formatDollars(n, locale);
  const percent = (fraction: number) => formatPercent(fraction, { locale });

  const summary = () =>
    `${energySummary(inputs, result, { words, locale })}\n\n${copy.linkLabel} ${linkWithQuery(energyQuery(fields))}`;

  return (
    <ResultsPanel
      inputs={
        <>
          <NumberField
            id="monthly-bill"
            label={labels.monthlyBill.label}
            hint={labels.monthlyBill.hint}
            value={billFieldText(fields)}
            onChange={(monthlyBill) => set({ monthlyBill })}
            step="any"
            dollars
          />
          <NumberField
            id="rate-per-kwh"
            label={labels.ratePerKwh.label}
            hint={labels.ratePerKwh.hint}
            value={fields.ratePerKwh}
            onChange={(ratePerKwh) => set({ ratePerKwh })}
            step={0.001}
            dollars
          />
          <ChoiceGroup id="upgrades" legend={labels.upgrades.label} hint={labels.upgrades.hint}>
            {energyUpgrades.map((upgrade) => (
              <Choice
                key={upgrade.key}
                input={
                  <input
                    type="checkbox"
                    name="upgrades"
                    value={upgrade.key}
                    checked={selected.has(upgrade.key)}
                    onChange={(event) =>
                      setFields(withUpgrade(fields, upgrade.key, event.currentTarget.checked))
                    }
                    className={choiceInputClass}
                  />
                }
              >
                <span className="text-slate-900">
                  {words.upgradeLabels[upgrade.key]}{" "}
                  <span className="text-slate-600">({percent(upgrade.savings)})</span>
                </span>
              </Choice>
            ))}
          </ChoiceGroup>
        </>
      }
      id="energy-results"
      heading={copy.resultsHeading}
      disclaimer={words.disclaimer}
      headline={{ label: outputs.monthlySavings, value: dollars(result.monthlySavings) }}
      figures={[
        { term: outputs.annualSavings, value: dollars(result.annualSavings) },
        { term: outputs.percent, value: percent(result.percent / 100) },
        { term: outputs.newBill, value: dollars(result.newBill) },
      ]}
      copy={{ label: copy.copyButton, copied: copy.copied, failed: copy.copyFailed, summary }}
      toasterLabel={copy.toasterLabel}
    >
      {children}
    </ResultsPanel>
  );
}
