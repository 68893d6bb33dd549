import { controlClass, Field } from "@/components/ui/field";
import { cn } from "@/lib/cn";

type NumberFieldProps = {
  id: string;
  /** The field's label, and the hint under it where it has one. */
  text: { label: string; hint?: string };
  value: string;
  onChange: (text: string) => void;
  /** Any amount unless said. */
  step?: number | "any";
  max?: number;
  /** A "$" drawn inside the field; the label names the unit for assistive tech. */
  dollars?: boolean;
};

/** A labelled number input (min 0) that reports its raw text, so "" and "15." survive. */
export function NumberField({
  id,
  text,
  value,
  onChange,
  step = "any",
  max,
  dollars,
}: NumberFieldProps) {
  return (
    <Field id={id} label={text.label} hint={text.hint}>
      {(describedBy) => (
        <div className="relative">
          {dollars ? (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-600"
            >
              $
            </span>
          ) : null}
          <input
            id={id}
            name={id}
            type="number"
            inputMode="decimal"
            min={0}
            max={max}
            step={step}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            aria-describedby={describedBy}
            className={cn(controlClass, dollars && "pl-7")}
          />
        </div>
      )}
    </Field>
  );
}
