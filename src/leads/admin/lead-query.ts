import type { Where } from "payload";
import { cityNames } from "@/business";
import { leadOptions } from "@/leads/options";
import { phoneDigitsOf } from "@/leads/phone-digits";
import { isLeadStatus, type LeadStatus } from "./lead-status";
import { dallasDayStartUtc } from "@/lib/time/dallas";
import { locales, type Locale } from "@/lib/i18n/locale";

/*
 * The admin's lead list, its one query module: the quick filters written into the list's
 * `where`, read back from it, and the `where` turned into what the database answers.
 */

/** The lead list's quick filters; days are Dallas calendar days, YYYY-MM-DD, both inclusive. */
export type LeadQuery = {
  status?: LeadStatus;
  city?: string;
  service?: string;
  language?: Locale;
  from?: string;
  to?: string;
};

const oneOf = (value: unknown, allowed: readonly string[]) =>
  typeof value === "string" && allowed.includes(value) ? value : undefined;

function calendarDay(value: string | undefined): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  return new Date(`${value}T00:00:00Z`).toISOString().startsWith(value) ? value : undefined;
}

/** The list's `where` for the quick filters: every condition must hold. */
export function leadWhere(query: LeadQuery): Where | undefined {
  const and: Where[] = [];
  if (query.status) and.push({ status: { equals: query.status } });
  if (query.city) and.push({ city: { equals: query.city } });
  if (query.service) and.push({ serviceTypes: { equals: query.service } });
  if (query.language) and.push({ language: { equals: query.language } });
  const from = calendarDay(query.from);
  const to = calendarDay(query.to);
  if (from) and.push({ createdAt: { greater_than_equal: dallasDayStartUtc(from) } });
  if (to) and.push({ createdAt: { less_than: dallasDayStartUtc(to, 1) } });
  // Payload's own filter panel, mounted even while closed, takes a plain `and` in the URL for its
  // own conditions and soon rewrites any it cannot show: for the JSON service list it knows only
  // `exists`, so a service filter would empty the list. One more level of `and` means the same to
  // the list's query and keeps the quick filters out of the panel's reach.
  return and.length ? { and: [{ and }] } : undefined;
}

const conditions = (where: Where | undefined): Where[] =>
  where ? [where, ...((where.and as Where[] | undefined) ?? []).flatMap(conditions)] : [];

const operand = (where: Where | undefined, field: string, operator: string): unknown =>
  conditions(where)
    .map((clause) => (clause[field] as Record<string, unknown> | undefined)?.[operator])
    .find((value) => value !== undefined);

/** Dallas day (YYYY-MM-DD) of a UTC bound the quick filter wrote; `endOf` undoes the day added. */
function dayOf(bound: unknown, endOf = false): string | undefined {
  if (typeof bound !== "string") return undefined;
  const instant = new Date(bound);
  if (Number.isNaN(instant.getTime())) return undefined;
  if (endOf) instant.setTime(instant.getTime() - 1);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago" }).format(instant);
}

/** Reads the quick filters back from a `where` (the URL's), ignoring anything they did not write. */
export function readLeadQuery(where: Where | undefined): LeadQuery {
  const status = operand(where, "status", "equals");
  const query: LeadQuery = {
    status: isLeadStatus(status) ? status : undefined,
    city: oneOf(operand(where, "city", "equals"), cityNames),
    service: oneOf(operand(where, "serviceTypes", "equals"), leadOptions.serviceTypes),
    language: oneOf(operand(where, "language", "equals"), locales) as Locale | undefined,
    from: dayOf(operand(where, "createdAt", "greater_than_equal")),
    to: dayOf(operand(where, "createdAt", "less_than"), true),
  };
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as LeadQuery;
}

/** Fewer digits than this would match almost every phone: such a term searches names and e-mails only. */
const MIN_PHONE_DIGITS = 3;

/**
 * Turns the lead list's query into one the database answers as the owner means it:
 * - the search box asks each searchable field to contain what was typed; phones are kept as
 *   typed, so the phone's clause compares digits, and a term with too few digits ("Ann") drops
 *   the phone clause instead of matching every lead;
 * - "service is X" asks whether the list of services holds X (the engine would compare the
 *   whole stored list with X).
 */
export function leadListWhere(where: Where | undefined): Where | undefined {
  if (!where) return where;
  const result: Where = {};
  for (const [key, value] of Object.entries(where)) {
    if ((key === "and" || key === "or") && Array.isArray(value)) {
      const kept = (value as Where[])
        .map((clause) => leadListWhere(clause))
        .filter((clause): clause is Where => clause !== undefined);
      result[key] = kept;
    } else if (key === "phoneDigits" && value && typeof value === "object" && "like" in value) {
      const digits = phoneDigitsOf(String(value.like ?? ""));
      if (digits.length < MIN_PHONE_DIGITS) return undefined;
      result[key] = { like: digits };
    } else if (key === "serviceTypes" && value && typeof value === "object" && "equals" in value) {
      // Stored as a JSON array of strings: the element, quotes included, is in its text.
      result[key] = { contains: JSON.stringify(String(value.equals)) };
    } else {
      result[key] = value;
    }
  }
  return result;
}
