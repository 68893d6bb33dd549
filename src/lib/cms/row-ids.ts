import { randomBytes } from "node:crypto";
import type { Field } from "payload";

/** A save's rows, as the fields of a collection or global declare them. */
type Data = Record<string, unknown>;

export type RowIdProblem = { path: string; label: string; id: string };

const isObject = (value: unknown): value is Data =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A new row's id in the form the admin gives its own new rows. */
export const newRowId = () => randomBytes(12).toString("hex");

type Walk = { problem: RowIdProblem | null };

function labelOf(field: { name: string; label?: unknown }) {
  return typeof field.label === "string" ? field.label : field.name;
}

/**
 * Rows of arrays and blocks keep their id across saves (notes keep their author by it). A row id
 * a save sends must name a row this document already has, once: two rows with one id, or the id
 * of another document's row, would collide in the database halfway through the write. A row the
 * document does not have yet (the admin names new rows itself) gets a fresh id from the server;
 * a repeated id is refused, since which of the two rows is the kept one cannot be told.
 */
export function settleRowIds(
  fields: readonly Field[],
  data: Data,
  original: Data | undefined,
): { data: Data; problem: RowIdProblem | null } {
  const walk: Walk = { problem: null };
  const settled = settleFields(fields, data, original, "", walk);
  return { data: settled, problem: walk.problem };
}

function settleFields(
  fields: readonly Field[],
  data: Data,
  original: Data | undefined,
  prefix: string,
  walk: Walk,
): Data {
  let next = data;
  const put = (name: string, value: unknown) => {
    if (next === data) next = { ...data };
    next[name] = value;
  };
  /** A tab or group's fields: nested under its name when it has one, else at this level. */
  const settleInner = (name: string | undefined, inner: readonly Field[]) => {
    if (!name) {
      next = settleFields(inner, next, original, prefix, walk);
      return;
    }
    const value = next[name];
    if (isObject(value))
      put(name, settleFields(inner, value, objectAt(original, name), `${prefix}${name}.`, walk));
  };
  for (const field of fields) {
    if (walk.problem) return next;
    if (field.type === "tabs") {
      for (const tab of field.tabs) settleInner("name" in tab ? tab.name : undefined, tab.fields);
      continue;
    }
    if (field.type === "row" || field.type === "collapsible" || field.type === "group") {
      settleInner("name" in field ? field.name : undefined, field.fields);
      continue;
    }
    if (field.type !== "array" && field.type !== "blocks") continue;
    const rows = next[field.name];
    if (!Array.isArray(rows)) continue;
    const before = rowsAt(original, field.name);
    const kept = new Map(
      before.filter((row) => typeof row.id === "string").map((row) => [row.id, row]),
    );
    const seen = new Set<string>();
    const path = `${prefix}${field.name}`;
    const settledRows = rows.map((row: unknown, index) => {
      if (!isObject(row) || walk.problem) return row;
      const id = typeof row.id === "string" && row.id ? row.id : null;
      if (id && seen.has(id)) {
        walk.problem = { path: `${path}.${index}`, label: labelOf(field), id };
        return row;
      }
      if (id) seen.add(id);
      const own = id ? kept.get(id) : undefined;
      const withId = own ? row : { ...row, id: newRowId() };
      const rowFields =
        field.type === "array"
          ? field.fields
          : (field.blocks.find((block) => block.slug === row.blockType)?.fields ?? []);
      return settleFields(rowFields, withId, own, `${path}.${index}.`, walk);
    });
    put(field.name, settledRows);
  }
  return next;
}

function objectAt(original: Data | undefined, name: string): Data | undefined {
  const value = original?.[name];
  return isObject(value) ? value : undefined;
}

function rowsAt(original: Data | undefined, name: string): Data[] {
  const value = original?.[name];
  return Array.isArray(value) ? value.filter(isObject) : [];
}
