"use client";
import { FieldDescription, useField } from "@payloadcms/ui";
import type { ClientField } from "payload";
import { dallasDateTime } from "@/lib/time/dallas";

type Option = string | { label?: unknown; value: string };

/** The value as a person reads it: an option's label, Yes or No, a date in Dallas time. */
function written(field: ClientField, value: unknown): string {
  if (value === null || value === undefined || value === "") return "";
  if (field.type === "checkbox") return value === true ? "Yes" : "No";
  if (field.type === "date") return dallasDateTime(String(value));
  if (field.type === "select") {
    const options = field.options as readonly Option[];
    const labelOf = (chosen: unknown) => {
      const option = options.find((o) => (typeof o === "string" ? o : o.value) === chosen);
      const label = typeof option === "object" ? option.label : option;
      return typeof label === "string" ? label : String(chosen);
    };
    return Array.isArray(value) ? value.map(labelOf).join(", ") : labelOf(value);
  }
  return String(value);
}

type Props = {
  field: ClientField;
  path?: string;
  /** Stored codes in words, e.g. a lead's spam check "ok" as "Passed the spam check." */
  words?: Record<string, string>;
};

/**
 * A field no one can change, shown as its label and plain text: the engine draws it as a greyed-out
 * input, with clear and calendar buttons that do nothing. The words stay selectable and are read
 * out under their label.
 */
export function AdminReadOnlyField({ field, path, words }: Props) {
  const at = path ?? ("name" in field ? field.name : "");
  const { value } = useField<unknown>({ potentiallyStalePath: at });
  const label = "label" in field && typeof field.label === "string" ? field.label : at;
  const description = field.admin && "description" in field.admin && field.admin.description;
  const labelId = `read-only-${at.replace(/\W/g, "-")}`;
  const text = (typeof value === "string" && words?.[value]) || written(field, value);
  return (
    <div
      aria-labelledby={labelId}
      className={`field-type read-only-field read-only-field--${field.type}`}
      role="group"
    >
      <span className="field-label" id={labelId}>
        {label}
      </span>
      <p className="read-only-field__value">
        {text || (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">Not given</span>
          </>
        )}
      </p>
      {typeof description === "string" && <FieldDescription description={description} path={at} />}
    </div>
  );
}
