"use client";

import type { ReactNode } from "react";
import type { EnergyCalculatorCopy } from "@/tools/tool-pages";
import {
  computeEnergySavings,
  energyDisclaimer,
  energySummary,
  energyUpgrades,
} from "@/tools/calc/energy";
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

/** `children` is the link to /contact, rendered on the server. */
export function EnergyEstimator({
  copy,
  children,
}: {
  copy: EnergyCalculatorCopy;
  children: ReactNode;
}) {
  const [fields, setFields] = useQueryState(parseEnergyQuery, energyQuery);
  const set = (patch: Partial<EnergyFields>) => setFields({ ...fields, ...patch });
  const inputs = energyInputs(fields);
  const result = computeEnergySavings(inputs);
  const selected = new Set(fields.selected);
  const { fields: labels, outputs } = copy;

  const summary = () =>
    `${energySummary(inputs, result)}\n\n${copy.linkLabel} ${linkWithQuery(energyQuery(fields))}`;

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
                  {upgrade.label}{" "}
                  <span className="text-slate-600">({formatPercent(upgrade.savings)})</span>
                </span>
              </Choice>
            ))}
          </ChoiceGroup>
        </>
      }
      id="energy-results"
      heading={copy.resultsHeading}
      disclaimer={energyDisclaimer}
      headline={{ label: outputs.monthlySavings, value: formatDollars(result.monthlySavings) }}
      figures={[
        { term: outputs.annualSavings, value: formatDollars(result.annualSavings) },
        { term: outputs.percent, value: formatPercent(result.percent / 100) },
        { term: outputs.newBill, value: formatDollars(result.newBill) },
      ]}
      copy={{ label: copy.copyButton, copied: copy.copied, failed: copy.copyFailed, summary }}
    >
      {children}
    </ResultsPanel>
  );
}
