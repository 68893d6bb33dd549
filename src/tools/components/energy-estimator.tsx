"use client";

import type { EnergyCalculatorCopy } from "@/tools/tool-page-schema";
import {
  computeEnergySavings,
  energySummary,
  energyUpgrades,
  savingsShares,
} from "@/tools/calc/energy";
import { formatDollars, formatPercent } from "@/tools/calc/format";
import {
  billFieldText,
  energyInputs,
  energyQuery,
  parseEnergyQuery,
  withUpgrade,
} from "@/tools/calc/query";
import { NumberField } from "./number-field";
import { ResultsPanel, type CalculatorProps } from "./results-panel";
import { SavingsShares } from "./savings-shares";
import { ToolChoices } from "./tool-choices";
import { useQueryFields } from "./use-query-state";

export function EnergyEstimator({ copy, locale, children }: CalculatorProps<EnergyCalculatorCopy>) {
  const { fields, set, setFields, bind } = useQueryFields(parseEnergyQuery, energyQuery);
  const inputs = energyInputs(fields);
  const result = computeEnergySavings(inputs);
  const selected = new Set(fields.selected);
  const { fields: labels, outputs, words } = copy;
  const dollars = (n: number) => formatDollars(n, locale);
  const percent = (fraction: number) => formatPercent(fraction, { locale });

  return (
    <div className="space-y-14">
      <ResultsPanel
        inputs={
          <>
            <NumberField
              id="monthly-bill"
              text={labels.monthlyBill}
              value={billFieldText(fields)}
              onChange={(monthlyBill) => set({ monthlyBill })}
              dollars
            />
            <NumberField
              id="rate-per-kwh"
              text={labels.ratePerKwh}
              {...bind("ratePerKwh")}
              step={0.001}
              dollars
            />
            <ToolChoices
              id="upgrades"
              type="checkbox"
              text={labels.upgrades}
              options={energyUpgrades.map((upgrade) => ({
                value: upgrade.key,
                checked: selected.has(upgrade.key),
                label: (
                  <span className="text-slate-900">
                    {words.upgradeLabels[upgrade.key]}{" "}
                    <span className="text-slate-600">({percent(upgrade.savings)})</span>
                  </span>
                ),
              }))}
              onChange={(upgrade, checked) => setFields(withUpgrade(fields, upgrade, checked))}
            />
          </>
        }
        id="energy-results"
        copy={copy}
        headline={{ label: outputs.monthlySavings, value: dollars(result.monthlySavings) }}
        figures={[
          { term: outputs.annualSavings, value: dollars(result.annualSavings) },
          { term: outputs.tenYearSavings, value: dollars(result.tenYearSavings) },
          { term: outputs.percent, value: percent(result.percent / 100) },
          { term: outputs.newBill, value: dollars(result.newBill) },
        ]}
        summary={() => energySummary(inputs, result, { words, locale })}
        query={energyQuery(fields)}
      >
        {children}
      </ResultsPanel>
      <SavingsShares
        shares={savingsShares(inputs.selected, result)}
        combined={result.fraction}
        words={words}
        locale={locale}
      />
    </div>
  );
}
