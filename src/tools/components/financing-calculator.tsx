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
import { Choice, ChoiceGroup, choiceInputClass } from "@/components/ui/choice-group";
import { NumberField } from "./number-field";
import { ResultsPanel } from "./results-panel";
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
    <ResultsPanel
      inputs={
        <>
          <NumberField
            id="project-cost"
            label={labels.cost.label}
            hint={labels.cost.hint}
            value={fields.cost}
            onChange={(cost) => set({ cost })}
            step="any"
            dollars
          />
          <ChoiceGroup
            id="credit-tier"
            legend={labels.tier.label}
            hint={labels.tier.hint}
            columns={2}
          >
            {creditTiers.map((tier) => (
              <Choice
                key={tier.key}
                input={
                  <input
                    type="radio"
                    name="credit-tier"
                    value={tier.key}
                    checked={fields.tier === tier.key}
                    onChange={() => setFields(withCreditTier(fields, tier.key))}
                    className={choiceInputClass}
                  />
                }
              >
                <span>
                  <span className="font-medium text-slate-900">{tier.label}</span>{" "}
                  <span className="text-sm text-slate-600">
                    ({tier.aprRange[0]}–{tier.aprRange[1]}% APR)
                  </span>
                </span>
              </Choice>
            ))}
          </ChoiceGroup>
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
        </>
      }
      id="financing-results"
      heading={copy.resultsHeading}
      disclaimer={financingDisclaimer}
      headline={{ label: outputs.payment, value: usd(result.monthlyPayment) }}
      note={
        // decisions.md §6: the APR and term always sit beside the payment.
        <p className="mt-2 text-lg">
          at {apr} APR for {inputs.termMonths} months
        </p>
      }
      figures={[
        { term: outputs.financed, value: usd(result.financed) },
        { term: outputs.totalInterest, value: usd(result.totalInterest) },
        { term: outputs.totalPaid, value: usd(result.totalPaid) },
      ]}
      copy={{ label: copy.copyButton, copied: copy.copied, failed: copy.copyFailed, summary }}
    >
      {children}
    </ResultsPanel>
  );
}
