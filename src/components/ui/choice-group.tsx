import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { FieldError } from "./field";

type ChoiceGroupProps = {
  /** Names the hint (`<id>-hint`) and the message (`<id>-error`) the group is described by. */
  id: string;
  legend: string;
  hint?: string;
  error?: string;
  /** Two columns from small screens up; one otherwise. */
  columns?: 1 | 2;
  children: ReactNode;
};

/** Checkboxes or radios under one legend, with the hint and message tied to the group. */
export function ChoiceGroup({ id, legend, hint, error, columns = 1, children }: ChoiceGroupProps) {
  const describedBy =
    [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined]
      .filter(Boolean)
      .join(" ") || undefined;
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="font-semibold text-slate-900">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className={cn("mt-2 grid gap-2", columns === 2 && "sm:grid-cols-2")}>{children}</div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/** One box of a ChoiceGroup: the whole row is the target, and a checked row is marked. */
export function Choice({ input, children }: { input: ReactNode; children: ReactNode }) {
  return (
    <label className="choice">
      {input}
      {children}
    </label>
  );
}

/** The box itself, sized for a thumb. */
export const choiceInputClass = "choice-input";
