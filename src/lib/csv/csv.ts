export type CsvValue = string | number | boolean | null | undefined;

/**
 * Spreadsheets run a cell that starts with one of these as a formula (CSV injection); a leading
 * apostrophe makes Excel, Numbers and LibreOffice read it as text.
 */
const FORMULA_START = /^[=+\-@\t\r\n]/;

export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One RFC 4180 field: neutralised, then quoted when it holds a comma, quote or line break. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  const text = neutraliseFormula(String(value));
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A whole file: CRLF line ends as RFC 4180 asks, and a byte order mark so Excel reads UTF-8
 * (names like "José" or "–" in budget ranges) instead of guessing a legacy code page.
 */
export function toCsv(rows: readonly (readonly CsvValue[])[], { bom = true } = {}): string {
  const body = rows.map((row) => row.map(csvField).join(",")).join("\r\n");
  return `${bom ? "\uFEFF" : ""}${body}\r\n`;
}
