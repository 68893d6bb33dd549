import { HONEYPOT_FIELD } from "@/leads/contact-state";

/** A field people never see or reach; a filled one marks the sender as a bot. */
export function HoneypotField({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={HONEYPOT_FIELD}>{label}</label>
      <input
        id={HONEYPOT_FIELD}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
