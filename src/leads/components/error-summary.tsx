import { forwardRef } from "react";
import type { FieldErrors, LeadField } from "@/leads/fields";
import type { LeadFormWords } from "@/leads/form-words";

/** Lists every problem with a link to its field; it takes focus after a failed submit. */
export const ErrorSummary = forwardRef<
  HTMLDivElement,
  { errors: FieldErrors; order: readonly LeadField[]; words: LeadFormWords["summary"] }
>(function ErrorSummary({ errors, order, words }, ref) {
  const problems = order.filter((field) => errors[field]);
  if (!problems.length) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
      className="rounded-lg border-2 border-red-700 bg-red-50 p-5"
    >
      <h2 id="error-summary-title" className="text-lg font-bold text-red-800">
        {problems.length === 1
          ? words.one
          : words.other.replace("{count}", String(problems.length))}
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-red-800">
        {problems.map((field) => (
          <li key={field}>
            <a href={`#${field === "serviceType" ? "serviceType-0" : field}`} className="underline">
              {words.fields[field]}: {errors[field]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
