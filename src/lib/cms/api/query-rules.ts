import { validOperatorSet } from "payload/shared";

/**
 * What the admin's REST API refuses in a query string before the engine reads it. The engine
 * checks that a `where` names fields and operators it knows (a 400), but hands the values to the
 * database as they come: a date compared with "x", `near` on a text field, a limit past what
 * SQLite counts, or an object where a value belongs each failed there with a 500. These rules
 * judge each value by the type of the field it is compared with (the collection's own field
 * config), and leave access to fields to the engine's own check.
 */

/** The parts of the engine's field config (a collection's `flattenedFields`) a query is checked against. */
export type QueryField = {
  name: string;
  type: string;
  flattenedFields?: readonly QueryField[];
  relationTo?: string | readonly string[];
};

export type QueryScope = {
  fields: readonly QueryField[];
  /** Another collection's fields, for a path through a relationship (`hero.alt`). */
  fieldsOf: (slug: string) => readonly QueryField[] | undefined;
  /** The database's ids: whole numbers, or text. */
  idType: "number" | "text";
};

/** The admin asks for at most 100 a page; 0 is the engine's "all of them". */
export const MAX_LIMIT = 1000;
/** Far past any list this site will hold, and an offset SQLite still counts exactly. */
export const MAX_PAGE = 100_000;
/** Values one `in`, `not_in` or `all` may list; the admin sends at most a page's worth. */
export const MAX_LIST = 500;
/** Levels of `and`/`or`; the admin's own filters use three. */
export const MAX_NESTING = 6;
/** Conditions in one `where`. */
export const MAX_CONDITIONS = 100;

const PROTOTYPE_KEYS = new Set(["__proto__", "constructor", "prototype"]);
const OPERATORS: ReadonlySet<string> = validOperatorSet;
const LIST_OPERATORS = new Set(["in", "not_in", "all"]);
const POINT_OPERATORS = new Set(["near", "within", "intersects"]);
const TEXT_OPERATORS = new Set(["like", "not_like", "contains"]);
const FIELD_NAME = /^-?\w+(\.\w+)*$/;

type Target = { kind: "id" } | { kind: "field"; field: QueryField } | { kind: "open" };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * What a field path names. "open": its contents are the engine's to judge (inside a JSON field,
 * a block, a join, a relationship to several collections).
 */
export function resolvePath(path: string, scope: QueryScope): Target | null {
  const segments = path.replace(/__/g, ".").split(".");
  let fields = scope.fields;
  for (const [index, name] of segments.entries()) {
    const last = index === segments.length - 1;
    const field = fields.find((candidate) => candidate.name === name);
    if (!field) return last && (name === "id" || name === "_id") ? { kind: "id" } : null;
    if (last) return { kind: "field", field };
    if (field.flattenedFields) {
      fields = field.flattenedFields;
    } else if (isToOne(field)) {
      const related = scope.fieldsOf(field.relationTo);
      if (!related) return null;
      fields = related;
    } else if (["json", "blocks", "join", "relationship", "upload"].includes(field.type)) {
      return { kind: "open" };
    } else {
      return null;
    }
  }
  return null;
}

const isToOne = (field: QueryField): field is QueryField & { relationTo: string } =>
  (field.type === "relationship" || field.type === "upload") &&
  typeof field.relationTo === "string";

/** `limit`, `page`, `depth`: digits only (no sign, fraction or exponent) within their range. */
function wholeNumberProblem(name: string, value: unknown, min: number, max: number) {
  if (value === undefined || value === "") return null;
  const fits =
    typeof value === "string" && /^\d{1,9}$/.test(value) && +value >= min && +value <= max;
  return fits ? null : `${name} must be a whole number from ${min} to ${max}.`;
}

function sortProblem(sort: unknown, scope: QueryScope | undefined): string | null {
  if (sort === undefined || sort === "") return null;
  const items = typeof sort === "string" ? sort.split(",") : sort;
  if (!Array.isArray(items)) return "sort takes field names separated by commas.";
  for (const item of items) {
    if (item === "") continue;
    if (typeof item !== "string" || !FIELD_NAME.test(item))
      return 'sort takes field names, each with an optional "-" for descending order.';
    const name = item.replace(/^-/, "");
    const target = scope ? resolvePath(name, scope) : { kind: "open" as const };
    const sortable =
      target &&
      (target.kind !== "field" ||
        (!target.field.flattenedFields &&
          !["array", "blocks", "join", "richText"].includes(target.field.type)));
    if (!sortable) return `The list cannot be sorted by "${name}".`;
  }
  return null;
}

/** One value compared with a field: what the database can compare it with. */
function scalarProblem(
  path: string,
  value: unknown,
  target: Target,
  scope: QueryScope | undefined,
) {
  if (!["string", "number", "boolean"].includes(typeof value) && value !== null)
    return `${path} is compared with one value at a time.`;
  const text = String(value);
  if (text === "null" || target.kind === "open") return null;
  const type =
    target.kind === "id" || isToOne(target.field) ? (scope?.idType ?? "text") : target.field.type;
  if (type === "number" && target.kind === "field" && target.field.type === "number")
    return text.trim() !== "" && Number.isFinite(Number(text)) ? null : `${path} takes a number.`;
  if (type === "number")
    return /^\d{1,15}$/.test(text) ? null : `${path} takes an id, a whole number.`;
  if (type === "date")
    return Number.isNaN(Date.parse(text)) ? `${path} takes a date, e.g. 2025-01-31.` : null;
  return null;
}

function conditionProblem(
  path: string,
  operator: string,
  value: unknown,
  target: Target,
  scope: QueryScope | undefined,
): string | null {
  if (PROTOTYPE_KEYS.has(operator) || !OPERATORS.has(operator))
    return `The following path cannot be queried: ${path}.${operator}`;
  const field = target.kind === "field" ? target.field : undefined;
  if (POINT_OPERATORS.has(operator)) {
    if (target.kind === "open") return null;
    if (field?.type !== "point")
      return `"${operator}" compares map points, and ${path} is not one.`;
    return null;
  }
  if (operator === "exists")
    return ["true", "false", true, false].includes(value as string | boolean)
      ? null
      : `exists takes true or false (${path}).`;
  if (LIST_OPERATORS.has(operator)) {
    if (value === "") return null;
    const items = typeof value === "string" ? value.split(",") : value;
    if (!Array.isArray(items)) return `${operator} takes a list of values (${path}).`;
    if (items.length > MAX_LIST) return `${operator} takes at most ${MAX_LIST} values (${path}).`;
    for (const item of items) {
      const problem = scalarProblem(path, item, target, scope);
      if (problem) return problem;
    }
    return null;
  }
  if (Array.isArray(value) || isPlainObject(value)) {
    // Structured values: a JSON field's, a relationship's nested query or {relationTo, value}.
    const takesStructure =
      target.kind === "open" ||
      field?.type === "json" ||
      Array.isArray(field?.relationTo) ||
      (operator === "contains" && ["relationship", "upload", "join"].includes(field?.type ?? ""));
    return takesStructure ? null : `${path} is compared with one value at a time.`;
  }
  if (TEXT_OPERATORS.has(operator)) return null;
  return scalarProblem(path, value, target, scope);
}

type Walk = { scope: QueryScope | undefined; conditions: number };

function whereProblem(where: unknown, walk: Walk, level: number): string | null {
  if (!isPlainObject(where)) return "where takes conditions on fields, not a list or a value.";
  if (level > MAX_NESTING) return `where nests "and" and "or" at most ${MAX_NESTING} deep.`;
  for (const [key, constraint] of Object.entries(where)) {
    if (PROTOTYPE_KEYS.has(key)) return `The following path cannot be queried: ${key}`;
    if (key.toLowerCase() === "and" || key.toLowerCase() === "or") {
      if (!Array.isArray(constraint)) return `"${key}" takes a list of conditions.`;
      for (const clause of constraint) {
        const problem = whereProblem(clause, walk, level + 1);
        if (problem) return problem;
      }
      continue;
    }
    const target = walk.scope ? resolvePath(key, walk.scope) : { kind: "open" as const };
    if (!target || key.split(".").some((part) => PROTOTYPE_KEYS.has(part)))
      return `The following path cannot be queried: ${key}`;
    if (!isPlainObject(constraint) || Object.keys(constraint).length === 0)
      return `${key} takes an operator and a value, e.g. where[${key}][equals]=…`;
    for (const [operator, value] of Object.entries(constraint)) {
      if (++walk.conditions > MAX_CONDITIONS)
        return `where takes at most ${MAX_CONDITIONS} conditions.`;
      const problem = conditionProblem(key, operator, value, target, walk.scope);
      if (problem) return problem;
    }
  }
  return null;
}

/** The query's `where`: parsed by the engine from JSON when it comes as one string. */
function parsedWhere(where: unknown): { where: unknown } | { problem: string } {
  if (typeof where !== "string") return { where };
  try {
    return { where: JSON.parse(where) as unknown };
  } catch {
    return { problem: "where is not valid JSON." };
  }
}

/**
 * Why the engine cannot answer this parsed query string, or null. Without a scope (an address
 * that is no collection's or global's) fields are not checked, only the shape of the values.
 */
export function queryProblem(
  query: Record<string, unknown>,
  { scope, maxDepth }: { scope: QueryScope | undefined; maxDepth: number },
): string | null {
  const numbers =
    wholeNumberProblem("limit", query.limit, 0, MAX_LIMIT) ??
    wholeNumberProblem("page", query.page, 1, MAX_PAGE) ??
    wholeNumberProblem("depth", query.depth, 0, maxDepth);
  if (numbers) return numbers;
  const sort = sortProblem(query.sort, scope);
  if (sort) return sort;
  if (query.where === undefined || query.where === "") return null;
  const parsed = parsedWhere(query.where);
  if ("problem" in parsed) return parsed.problem;
  return whereProblem(parsed.where, { scope, conditions: 0 }, 0);
}

/**
 * A query string naming `__proto__`, `constructor` or `prototype` anywhere in a key. The query
 * parser drops such keys without a word, so the engine would answer a different question than
 * was asked (all posts, for a filter it never saw).
 */
export function prototypeKeyIn(search: string): string | null {
  for (const key of new URLSearchParams(search).keys()) {
    const found = key.split(/[[\].]+/).find((part) => PROTOTYPE_KEYS.has(part));
    if (found) return `The following path cannot be queried: ${found}`;
  }
  return null;
}
