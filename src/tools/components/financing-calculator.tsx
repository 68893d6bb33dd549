"use client";

import { controlClass, Field } from "@/components/ui/field";
import type { FinancingCalculatorCopy } from "@/tools/tool-page-schema";
import {
  computeFinancing,
  creditTiers,
  financingSummary,
  loanTerms,
  aprLimits,
} from "@/tools/calc/financing";
import { fillIn, formatPercent, formatUsd } from "@/tools/calc/format";
import {
  financingInputs,
  financingQuery,
  parseFinancingQuery,
  parseLoanTerm,
  withCreditTier,
} from "@/tools/calc/query";
import { NumberField } from "./number-field";
import { ResultsPanel, type CalculatorProps } from "./results-panel";
import { ToolChoices } from "./tool-choices";
import { useQueryFields } from "./use-query-state";

export function FinancingCalculator({
  copy,
  locale,
  children,
}: CalculatorProps<FinancingCalculatorCopy>) {
  const { fields, set, setFields, bind } = useQueryFields(parseFinancingQuery, financingQuery);
  const inputs = financingInputs(fields);
  const result = computeFinancing(inputs);
  const usd = (n: number) => formatUsd(n, { cents: true, locale });
  const apr = formatPercent(inputs.apr / 100, { maxDecimals: 2, locale });
  const { fields: labels, outputs, words } = copy;
  const term = fillIn(words.term, { months: inputs.termMonths });

  return (
    <ResultsPanel
      inputs={
        <>
          <NumberField id="project-cost" text={labels.cost} {...bind("cost")} dollars />
          <ToolChoices
            id="credit-tier"
            type="radio"
            text={labels.tier}
            columns={2}
            options={creditTiers.map((tier) => ({
              value: tier.key,
              checked: fields.tier === tier.key,
              label: (
                <span>
                  <span className="font-medium text-slate-900">{words.tierLabels[tier.key]}</span>{" "}
                  <span className="text-sm text-slate-600">
                    {fillIn(words.tierRange, { low: tier.aprRange[0], high: tier.aprRange[1] })}
                  </span>
                </span>
              ),
            }))}
            onChange={(tier) => setFields(withCreditTier(fields, tier))}
          />
          <NumberField
            id="apr"
            text={labels.apr}
            {...bind("apr")}
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
                    {fillIn(words.termOption, { months, years: months / 12 })}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <NumberField
            id="down-payment"
            text={labels.downPayment}
            {...bind("downPayment")}
            dollars
          />
        </>
      }
      id="financing-results"
      copy={copy}
      headline={{ label: outputs.payment, value: usd(result.monthlyPayment) }}
      note={
        // decisions.md §6: the APR and term always sit beside the payment.
        <p className="mt-2 text-lg">{fillIn(words.paymentNote, { apr, term })}</p>
      }
      figures={[
        { term: outputs.financed, value: usd(result.financed) },
        { term: outputs.totalInterest, value: usd(result.totalInterest) },
        { term: outputs.totalPaid, value: usd(result.totalPaid) },
      ]}
      summary={() => financingSummary(inputs, result, { words, locale })}
      query={financingQuery(fields)}
    >
      {children}
    </ResultsPanel>
  );
}
