import type { ReactNode } from "react";

type FieldProps = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** Marks the field optional: true says "optional"; another edition passes its own word. */
  optional?: boolean | string;
  children: (describedBy: string | undefined) => ReactNode;
};

/** Label, control, hint and error in one place, so every control is tied to its message. */
export function Field({ id, label, error, hint, optional, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
        {optional ? (
          <span className="font-normal text-slate-600">
            {" "}
            ({optional === true ? "optional" : optional})
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className="mt-2">{children(describedBy)}</div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A control's message, tied to it by `id` through `aria-describedby`; nothing when there is none. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

/**
 * Every text box, number box and list box of the site: the form's and the calculators'. The
 * border is slate-500 for the 3:1 contrast a control's edge needs against white.
 */
export const controlClass =
  "block min-h-11 w-full rounded-md border border-slate-500 bg-white px-3 py-2.5 text-base text-slate-900 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700";
