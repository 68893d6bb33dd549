import { FieldError } from "@/components/ui/field";

/** The consent box, worded as the lead stores it, with the privacy policy one tap away. */
export function ConsentField({
  consentText,
  checked,
  error,
}: {
  consentText: string;
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
          {consentText} See our{" "}
          <a href="/privacy-policy" className="font-semibold underline">
            Privacy Policy
          </a>
          .
        </label>
      </div>
      <FieldError id="consent-error" error={error} />
    </div>
  );
}
