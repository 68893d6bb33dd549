"use client";
import { FieldDescription, FieldError, FieldLabel, useField } from "@payloadcms/ui";
import type { NumberFieldClientComponent } from "payload";
import { useState } from "react";
import { parseUsd } from "@/lib/money/cents";

const asDollars = (value: unknown) =>
  typeof value === "number" && Number.isSafeInteger(value)
    ? `${Math.trunc(value / 100).toLocaleString("en-US")}.${String(value % 100).padStart(2, "0")}`
    : "";

/**
 * An amount typed in dollars ("1,250.50") and kept as whole cents (125050), so no price is ever a
 * binary fraction. What cannot be read stays as typed, with how to write it, and saves nothing.
 */
export const MoneyField: NumberFieldClientComponent = ({ field, path }) => {
  const { value, setValue, showError, errorMessage } = useField<number | null>({
    potentiallyStalePath: path,
  });
  const [typed, setTyped] = useState(() => asDollars(value));
  const [problem, setProblem] = useState<string>();
  const id = `field-${path.replace(/\W/g, "__")}`;
  const description = field.admin?.description;
  return (
    <div className={`field-type number money-field${showError ? "error" : ""}`}>
      <FieldLabel htmlFor={id} label={field.label} path={path} required={field.required} />
      <div className="field-type__wrap">
        <FieldError path={path} showError={showError} message={errorMessage} />
        <span aria-hidden="true" className="money-field__sign">
          $
        </span>
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={typed}
          onChange={(event) => {
            const text = event.target.value;
            setTyped(text);
            const parsed = parseUsd(text);
            setProblem(parsed.ok || text.trim() === "" ? undefined : parsed.problem);
            setValue(parsed.ok ? parsed.cents : null);
          }}
          onBlur={() => {
            if (!problem) setTyped(asDollars(value));
          }}
          aria-describedby={problem ? `${id}-problem` : undefined}
          aria-invalid={problem ? true : undefined}
        />
      </div>
      {problem && (
        <p className="money-field__problem" id={`${id}-problem`} role="alert">
          {problem}
        </p>
      )}
      {typeof description === "string" && (
        <FieldDescription description={description} path={path} />
      )}
    </div>
  );
};
