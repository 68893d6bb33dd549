"use client";

import type { FinancingCalculatorCopy } from "@/tools/tool-page-schema";
import { amortizationSchedule, extraPaymentEffect } from "@/tools/calc/amortization";
import { computeFinancing, creditTiers, aprLimits } from "@/tools/calc/financing";
import { financingSummary } from "@/tools/calc/financing-summary";
import { fillIn, formatPercent, formatUsd } from "@/tools/calc/format";
import {
  financingInputs,
  financingQuery,
  parseFinancingQuery,
  withComparedTerm,
  withCreditTier,
} from "@/tools/calc/query";
import { LoanDetails } from "./loan-details";
import { NumberField } from "./number-field";
import { ResultsPanel, type CalculatorProps } from "./results-panel";
import { TermSelect } from "./term-select";
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
  const years = amortizationSchedule(inputs);
  const extra = extraPaymentEffect(inputs, inputs.extra);

  return (
    <div className="space-y-14">
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
            <TermSelect
              id="loan-term"
              label={labels.term.label}
              value={fields.termMonths}
              words={words}
              onChange={(termMonths) => set({ termMonths: termMonths ?? fields.termMonths })}
            />
            <NumberField
              id="down-payment"
              text={labels.downPayment}
              {...bind("downPayment")}
              dollars
            />
            <NumberField id="extra-payment" text={labels.extra} {...bind("extra")} dollars />
          </>
        }
        id="financing-results"
        copy={copy}
        headline={{ label: outputs.payment, value: usd(result.monthlyPayment) }}
        note={
          <>
            {/* decisions.md §6: the APR and term always sit beside the payment. */}
            <p className="mt-2 text-lg">{fillIn(words.paymentNote, { apr, term })}</p>
            {extra ? (
              <p className="mt-4 rounded-lg bg-white/10 p-3">
                {fillIn(words.extraEffect, {
                  extra: usd(inputs.extra),
                  months: extra.months,
                  saved: extra.monthsSaved,
                  interest: usd(extra.interestSavedCents / 100),
                })}
              </p>
            ) : null}
          </>
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
      {years.length > 0 ? (
        <LoanDetails
          years={years}
          inputs={inputs}
          financedCents={Math.round(result.financed * 100)}
          otherTerms={fields.compare}
          onOtherTerm={(index, other) => setFields(withComparedTerm(fields, index, other))}
          copy={copy}
          locale={locale}
        />
      ) : null}
    </div>
  );
}
