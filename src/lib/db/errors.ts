import "server-only";

/**
 * Logs must never carry a lead's personal data. Drizzle's query error reads
 * "Failed query: <sql> params: <name, e-mail, phone…>", so its text is never used: this keeps the
 * error codes (SQLITE_BUSY, SQLITE_CONSTRAINT_UNIQUE…), the database's own reason, and the kind
 * of statement with its table.
 */
export function describeDbError(error: unknown): string {
  const chain = causeChain(error);
  if (!chain.length) return `non-error value thrown (${error === null ? "null" : typeof error})`;

  const wrappers = chain.filter(isQueryWrapper);
  const query = wrappers.map((w) => summarizeSql(w.query)).find(Boolean);
  const values = wrappers.flatMap((w) => (Array.isArray(w.params) ? w.params : []));
  const root = chain.filter((e) => !isQueryWrapper(e)).at(-1);

  const codes = mostSpecific(chain.flatMap((e) => [errorCode(e.code), errorCode(e.extendedCode)]));
  const label = codes.join(" ") || errorName(root ?? chain[0]);
  const reason = root ? redact(stripCode(String(root.message ?? ""), codes), values) : "";
  return `${label}${reason ? `: ${reason}` : ""}${query ? ` (${query})` : ""}`;
}

type ErrorLike = {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  extendedCode?: unknown;
  cause?: unknown;
  query?: unknown;
  params?: unknown;
};

const MAX_DEPTH = 8;
const MAX_REASON = 200;

function causeChain(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  const seen = new Set<unknown>();
  let current = error;
  while (typeof current === "object" && current !== null && !seen.has(current)) {
    if (chain.length === MAX_DEPTH) break;
    seen.add(current);
    chain.push(current as ErrorLike);
    current = (current as ErrorLike).cause;
  }
  return chain;
}

/** Drizzle's DrizzleQueryError: the statement and its bound values, both in its message. */
function isQueryWrapper(error: ErrorLike): error is ErrorLike & { query: string } {
  return (
    typeof error.query === "string" ||
    error.constructor?.name === "DrizzleQueryError" ||
    (typeof error.message === "string" && error.message.startsWith("Failed query:"))
  );
}

const errorCode = (value: unknown) =>
  typeof value === "string" && /^[A-Z][A-Z0-9_]{1,63}$/.test(value) ? value : undefined;

/** SQLITE_CONSTRAINT_UNIQUE says all SQLITE_CONSTRAINT does, so the shorter one is dropped. */
function mostSpecific(codes: (string | undefined)[]): string[] {
  const unique = [...new Set(codes.filter((code): code is string => Boolean(code)))];
  return unique.filter((code) => !unique.some((other) => other !== code && other.startsWith(code)));
}

/** DrizzleQueryError keeps the name "Error", so the class name is the better label. */
function errorName(error: ErrorLike | undefined): string {
  const className = error?.constructor?.name;
  const name = className && className !== "Object" ? className : error?.name;
  return typeof name === "string" && /^\w{1,64}$/.test(name) ? name : "Error";
}

/** libSQL prefixes its message with the code ("SQLITE_BUSY: database is locked"). */
function stripCode(message: string, codes: string[]): string {
  const prefix = /^([A-Z][A-Z0-9_]*): /.exec(message);
  return prefix && codes.some((code) => code.startsWith(prefix[1]!))
    ? message.slice(prefix[0].length)
    : message;
}

/** A database's reason names tables and columns; the guards below catch a value that slips in. */
function redact(message: string, values: unknown[]): string {
  let text = (message.split("\n")[0] ?? "").slice(0, 2000);
  for (const value of values) {
    const literal = typeof value === "string" || typeof value === "number" ? String(value) : "";
    if (literal.length >= 3) text = text.split(literal).join("[value]");
  }
  text = text
    .replace(/[^\s@<>"'()]+@[^\s@<>"'()]+/g, "[e-mail]")
    .replace(/[+(]?\d[\d\s().-]{5,}\d/g, (run) =>
      run.replace(/\D/g, "").length >= 7 ? "[number]" : run,
    );
  return text.length > MAX_REASON ? `${text.slice(0, MAX_REASON)}…` : text;
}

const TABLE = '[`"[]?(\\w+)';
const STATEMENTS: [RegExp, string][] = [
  [
    new RegExp(String.raw`^\s*(?:insert|replace)\s+(?:or\s+\w+\s+)?into\s+${TABLE}`, "i"),
    "insert into",
  ],
  [new RegExp(String.raw`^\s*update\s+(?:or\s+\w+\s+)?${TABLE}`, "i"), "update"],
  [new RegExp(String.raw`^\s*delete\s+from\s+${TABLE}`, "i"), "delete from"],
  [new RegExp(String.raw`^\s*select\b[\s\S]*?\bfrom\s+${TABLE}`, "i"), "select from"],
];

/** "insert into leads", "update deliveries", "select from leads": enough to know what failed. */
function summarizeSql(query: string): string | undefined {
  const head = query.slice(0, 2000);
  for (const [pattern, verb] of STATEMENTS) {
    const table = pattern.exec(head)?.[1];
    if (table) return `${verb} ${table}`;
  }
  return /^\s*([a-z]{2,20})\b/i.exec(head)?.[1]?.toLowerCase();
}

const UNIQUE_CODES = new Set(["SQLITE_CONSTRAINT_UNIQUE", "SQLITE_CONSTRAINT_PRIMARYKEY"]);

/**
 * Whether a write was refused by a unique index or a primary key, however the driver and the
 * query builder wrapped it.
 */
export const isUniqueViolation = (error: unknown) =>
  causeChain(error).some((e) =>
    [e.code, e.extendedCode].some((code) => UNIQUE_CODES.has(String(code))),
  );
