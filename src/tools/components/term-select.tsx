import { controlClass, Field } from "@/components/ui/field";
import { loanTerms, type FinancingWords, type LoanTerm } from "@/tools/calc/financing";
import { fillIn } from "@/tools/calc/format";
import { parseLoanTerm } from "@/tools/calc/query";

type TermSelectProps = {
  id: string;
  label: string;
  value: LoanTerm | null;
  /** The first choice, for no term at all; without it a term must be chosen. */
  none?: string;
  words: FinancingWords;
  onChange: (term: LoanTerm | null) => void;
};

/** A list of the eight loan terms, "120 months (10 years)", under its label. */
export function TermSelect({ id, label, value, none, words, onChange }: TermSelectProps) {
  return (
    <Field id={id} label={label}>
      {() => (
        <select
          id={id}
          name={id}
          value={value === null ? "" : String(value)}
          onChange={(event) => onChange(parseLoanTerm(event.currentTarget.value))}
          className={controlClass}
        >
          {none === undefined ? null : <option value="">{none}</option>}
          {loanTerms.map((months) => (
            <option key={months} value={months}>
              {fillIn(words.termOption, { months, years: months / 12 })}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
