import { leadOptions } from "@/leads/options";
import { FieldError } from "@/components/ui/field";

/** The service checkboxes, one group with one message; the summary links to the first box. */
export function ServiceTypeChoices({ chosen, error }: { chosen: string[]; error?: string }) {
  return (
    <fieldset aria-describedby={error ? "serviceType-error" : undefined}>
      <legend className="font-semibold text-slate-900">Service type (choose all that apply)</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {leadOptions.serviceTypes.map((service, index) => (
          <label
            key={service}
            className="flex min-h-11 items-center gap-3 rounded-md border border-slate-300 px-3 py-2"
          >
            <input
              name="serviceType"
              id={`serviceType-${index}`}
              type="checkbox"
              value={service}
              defaultChecked={chosen.includes(service)}
              aria-invalid={error ? true : undefined}
              className="size-5 accent-brand-700"
            />
            {service}
          </label>
        ))}
      </div>
      <FieldError id="serviceType-error" error={error} />
    </fieldset>
  );
}
