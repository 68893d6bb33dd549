import type { Where } from "payload";
import { phoneDigitsOf } from "@/leads/phone-digits";

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
