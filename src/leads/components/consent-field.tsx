import { FieldError } from "@/components/ui/field";
import { localePath, type Locale } from "@/lib/i18n/locale";
import type { LeadFormWords } from "@/leads/form-words";

/** The consent box, worded as the lead stores it, with the privacy policy one tap away. */
export function ConsentField({
  consentText,
  privacy,
  locale,
  checked,
  error,
}: {
  consentText: string;
  privacy: LeadFormWords["privacy"];
  locale: Locale;
  checked: boolean;
  error?: string;
}) {
  return (
    <div>
      <div className="flex gap-3">
        <input
          name="consent"
          id="consent"
          type="checkbox"
          defaultChecked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "consent-error" : undefined}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor="consent" className="text-slate-800">
          {consentText} {privacy.before}{" "}
          <a href={localePath(locale, "/privacy-policy")} className="font-semibold underline">
            {privacy.link}
          </a>
          {privacy.after}
        </label>
      </div>
      <FieldError id="consent-error" error={error} />
    </div>
  );
}
