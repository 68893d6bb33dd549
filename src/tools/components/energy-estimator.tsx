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
import { NumberField } from "./number-field";
import { Figure, ResultsPanel } from "./results-panel";
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
    <div className="grid items-start gap-10 lg:grid-cols-2">
      <div className="space-y-6">
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
        <fieldset aria-describedby={labels.upgrades.hint ? "upgrades-hint" : undefined}>
          <legend className="font-semibold text-slate-900">{labels.upgrades.label}</legend>
          {labels.upgrades.hint ? (
            <p id="upgrades-hint" className="mt-1 text-sm text-slate-600">
              {labels.upgrades.hint}
            </p>
          ) : null}
          <ul className="mt-2 grid gap-2">
            {energyUpgrades.map((upgrade) => (
              <li key={upgrade.key}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 bg-white px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50">
                  <input
                    type="checkbox"
                    name="upgrades"
                    value={upgrade.key}
                    checked={selected.has(upgrade.key)}
                    onChange={(event) =>
                      setFields(withUpgrade(fields, upgrade.key, event.currentTarget.checked))
                    }
                    className="size-5 accent-brand-700"
                  />
                  <span className="text-slate-900">
                    {upgrade.label}{" "}
                    <span className="text-slate-600">({formatPercent(upgrade.savings)})</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      </div>

      <ResultsPanel
        id="energy-results"
        heading={copy.resultsHeading}
        disclaimer={energyDisclaimer}
        figures={
          <>
            <p className="text-slate-200">{outputs.monthlySavings}</p>
            <p className="mt-1 text-4xl font-bold tabular-nums sm:text-5xl">
              {formatDollars(result.monthlySavings)}
            </p>
            <dl className="mt-6">
              <Figure term={outputs.annualSavings} value={formatDollars(result.annualSavings)} />
              <Figure term={outputs.percent} value={formatPercent(result.percent / 100)} />
              <Figure term={outputs.newBill} value={formatDollars(result.newBill)} />
            </dl>
          </>
        }
        copy={{ label: copy.copyButton, copied: copy.copied, failed: copy.copyFailed, summary }}
      >
        {children}
      </ResultsPanel>
    </div>
  );
}
