"use client";

import type { ReactNode } from "react";
import { controlClass, Field } from "@/components/ui/field";
import type { Locale } from "@/lib/i18n/locale";
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
  type FinancingFields,
} from "@/tools/calc/query";
import { Choice, ChoiceGroup, choiceInputClass } from "@/components/ui/choice-group";
import { NumberField } from "./number-field";
import { ResultsPanel } from "./results-panel";
import { linkWithQuery, useQueryState } from "./use-query-state";

/**
 * `children` is the "Discuss Financing Options" link, rendered on the server. Every word comes
 * with `copy` and every figure is written the way `locale` writes numbers.
 */
export function FinancingCalculator({
  copy,
  locale,
  children,
}: {
  copy: FinancingCalculatorCopy;
  locale: Locale;
  children: ReactNode;
}) {
  const [fields, setFields] = useQueryState(parseFinancingQuery, financingQuery);
  const set = (patch: Partial<FinancingFields>) => setFields({ ...fields, ...patch });
  const inputs = financingInputs(fields);
  const result = computeFinancing(inputs);
  const usd = (n: number) => formatUsd(n, { cents: true, locale });
  const apr = formatPercent(inputs.apr / 100, { maxDecimals: 2, locale });
  const { fields: labels, outputs, words } = copy;
  const term = fillIn(words.term, { months: inputs.termMonths });

  const summary = () =>
    `${financingSummary(inputs, result, { words, locale })}\n\n${copy.linkLabel} ${linkWithQuery(financingQuery(fields))}`;

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
                  <span className="font-medium text-slate-900">{words.tierLabels[tier.key]}</span>{" "}
                  <span className="text-sm text-slate-600">
                    {fillIn(words.tierRange, { low: tier.aprRange[0], high: tier.aprRange[1] })}
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
                    {fillIn(words.termOption, { months, years: months / 12 })}
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
      disclaimer={words.disclaimer}
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
      copy={{ label: copy.copyButton, copied: copy.copied, failed: copy.copyFailed, summary }}
      toasterLabel={copy.toasterLabel}
    >
      {children}
    </ResultsPanel>
  );
}
