type NumberFieldProps = {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (text: string) => void;
  step: number | "any";
  max?: number;
  /** A "$" drawn inside the field; the label names the unit for assistive tech. */
  dollars?: boolean;
};

/** A labelled number input (min 0) that reports its raw text, so "" and "15." survive. */
export function NumberField({
  id,
  label,
  hint,
  value,
  onChange,
  step,
  max,
  dollars,
}: NumberFieldProps) {
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className="relative mt-2">
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
          aria-describedby={hint ? hintId : undefined}
          className={`block min-h-11 w-full rounded-md border border-slate-500 bg-white py-2 pr-3 text-base text-slate-900 ${dollars ? "pl-7" : "pl-3"}`}
        />
      </div>
    </div>
  );
}
