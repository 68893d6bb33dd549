"use client";

import type { ReactNode } from "react";
import { controlClass, Field } from "@/components/ui/field";
import type { FinancingCalculatorCopy } from "@/tools/tool-pages";
import {
  computeFinancing,
  creditTiers,
  financingDisclaimer,
  financingSummary,
  loanTerms,
  aprLimits,
} from "@/tools/calc/financing";
import { formatPercent, formatUsd } from "@/tools/calc/format";
import {
  financingInputs,
  financingQuery,
  parseFinancingQuery,
  parseLoanTerm,
  withCreditTier,
  type FinancingFields,
} from "@/tools/calc/query";
import { NumberField } from "./number-field";
import { Figure, ResultsPanel } from "./results-panel";
import { linkWithQuery, useQueryState } from "./use-query-state";

const usd = (n: number) => formatUsd(n, { cents: true });

/** `children` is the "Discuss Financing Options" link, rendered on the server. */
export function FinancingCalculator({
  copy,
  children,
}: {
  copy: FinancingCalculatorCopy;
  children: ReactNode;
}) {
  const [fields, setFields] = useQueryState(parseFinancingQuery, financingQuery);
  const set = (patch: Partial<FinancingFields>) => setFields({ ...fields, ...patch });
  const inputs = financingInputs(fields);
  const result = computeFinancing(inputs);
  const apr = formatPercent(inputs.apr / 100, { maxDecimals: 2 });
  const { fields: labels, outputs } = copy;

  const summary = () =>
    `${financingSummary(inputs, result)}\n\n${copy.linkLabel} ${linkWithQuery(financingQuery(fields))}`;

  return (
    <div className="grid items-start gap-10 lg:grid-cols-2">
      <div className="space-y-6">
        <NumberField
          id="project-cost"
          label={labels.cost.label}
          hint={labels.cost.hint}
          value={fields.cost}
          onChange={(cost) => set({ cost })}
          step="any"
          dollars
        />
        <fieldset aria-describedby={labels.tier.hint ? "credit-tier-hint" : undefined}>
          <legend className="font-semibold text-slate-900">{labels.tier.label}</legend>
          {labels.tier.hint ? (
            <p id="credit-tier-hint" className="mt-1 text-sm text-slate-600">
              {labels.tier.hint}
            </p>
          ) : null}
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {creditTiers.map((tier) => (
              <label
                key={tier.key}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 bg-white px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name="credit-tier"
                  value={tier.key}
                  checked={fields.tier === tier.key}
                  onChange={() => setFields(withCreditTier(fields, tier.key))}
                  className="size-5 accent-brand-700"
                />
                <span>
                  <span className="font-medium text-slate-900">{tier.label}</span>{" "}
                  <span className="text-sm text-slate-600">
                    ({tier.aprRange[0]}–{tier.aprRange[1]}% APR)
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <NumberField
          id="apr"
          label={labels.apr.label}
          hint={labels.apr.hint}
          value={fields.apr}
          onChange={(value) => set({ apr: value })}
          step={aprLimits.step}
          max={aprLimits.max}
        />
        <Field id="loan-term" label={labels.term.label}>
          {() => (
            <select
              id="loan-term"
              name="loan-term"
              value={String(fields.termMonths)}
              onChange={(event) =>
                set({ termMonths: parseLoanTerm(event.currentTarget.value) ?? fields.termMonths })
              }
              className={controlClass}
            >
              {loanTerms.map((months) => (
                <option key={months} value={months}>
                  {months} months ({months / 12} years)
                </option>
              ))}
            </select>
          )}
        </Field>
        <NumberField
          id="down-payment"
          label={labels.downPayment.label}
          hint={labels.downPayment.hint}
          value={fields.downPayment}
          onChange={(downPayment) => set({ downPayment })}
          step="any"
          dollars
        />
      </div>

      <ResultsPanel
        id="financing-results"
        heading={copy.resultsHeading}
        disclaimer={financingDisclaimer}
        figures={
          <>
            <p className="text-slate-200">{outputs.payment}</p>
            <p className="mt-1 text-4xl font-bold tabular-nums sm:text-5xl">
              {usd(result.monthlyPayment)}
            </p>
            {/* decisions.md §6: the APR and term always sit beside the payment. */}
            <p className="mt-2 text-lg">
              at {apr} APR for {inputs.termMonths} months
            </p>
            <dl className="mt-6">
              <Figure term={outputs.financed} value={usd(result.financed)} />
              <Figure term={outputs.totalInterest} value={usd(result.totalInterest)} />
              <Figure term={outputs.totalPaid} value={usd(result.totalPaid)} />
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
