/*
 * What a row of a list of entries (opening hours, payment methods, packages…) is called in the
 * admin: its own content, e.g. "Mon, Tue, Wed: 07:00–18:00" or "Credit card", rather than the
 * engine's "Row 01". A row still empty is called by what it is, with its number.
 */

const LONGEST = 70;

/** A value as a label shows it: a list joined with commas, text trimmed; nothing as "". */
function shown(value: unknown): string {
  if (Array.isArray(value)) return value.map(shown).filter(Boolean).join(", ");
  if (typeof value === "string") return value.trim();
  if (typeof value === "number") return String(value);
  return "";
}

const valueAt = (row: Record<string, unknown>, path: string): unknown =>
  path.split(".").reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], row);

/**
 * `template` names the row's fields in braces ("{days}: {opens}–{closes}"); when any of them is
 * empty the row is "`fallback` 2" instead. Long text ends with an ellipsis.
 */
export function rowLabelText(
  row: Record<string, unknown> | undefined,
  template: string,
  fallback: string,
  rowIndex: number,
): string {
  let missing = false;
  const text = template.replace(/\{([\w.]+)\}/g, (_, path: string) => {
    const value = shown(valueAt(row ?? {}, path));
    if (!value) missing = true;
    return value;
  });
  if (missing) return `${fallback} ${rowIndex + 1}`;
  const oneLine = text.replace(/\s+/g, " ");
  return oneLine.length > LONGEST ? `${oneLine.slice(0, LONGEST - 1).trimEnd()}…` : oneLine;
}
