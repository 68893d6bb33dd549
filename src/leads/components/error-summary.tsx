import { forwardRef } from "react";
import type { FieldErrors, LeadField } from "@/leads/fields";

const fieldLabels: Record<LeadField, string> = {
  fullName: "Full name",
  email: "Email",
  phone: "Phone",
  projectAddress: "Project address",
  city: "City",
  serviceType: "Service type",
  startDate: "Preferred start date",
  budgetRange: "Budget range",
  projectDescription: "Project description",
  hearAboutUs: "How did you hear about us",
  consent: "Consent",
};

/** Lists every problem with a link to its field; it takes focus after a failed submit. */
export const ErrorSummary = forwardRef<
  HTMLDivElement,
  { errors: FieldErrors; order: readonly LeadField[] }
>(function ErrorSummary({ errors, order }, ref) {
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
        Please fix {problems.length === 1 ? "1 problem" : `${problems.length} problems`} before
        sending
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-red-800">
        {problems.map((field) => (
          <li key={field}>
            <a href={`#${field === "serviceType" ? "serviceType-0" : field}`} className="underline">
              {fieldLabels[field]}: {errors[field]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
