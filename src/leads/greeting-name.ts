import type { Locale } from "@/lib/i18n/locale";

/**
 * How the site greets a homeowner (the confirmation, the alerts, the booking page): the first
 * word of the name they typed, if it looks like a name (letters, apostrophes and hyphens, at most
 * 20 characters), else no name at all.
 */
export function greetingName(fullName: string): string | undefined {
  const first = fullName.trim().split(/\s+/)[0] ?? "";
  return /^\p{L}[\p{L}\p{M}'’-]{0,19}$/u.test(first) ? first : undefined;
}

/**
 * The first line of an e-mail to a homeowner: "Hi Maria," or, without a plain first name,
 * "Hello,"; in Spanish "Hola, Maria:" or "Hola:".
 */
export function greetingLine(fullName: string, locale: Locale = "en"): string {
  const first = greetingName(fullName);
  if (locale === "es") return first ? `Hola, ${first}:` : "Hola:";
  return first ? `Hi ${first},` : "Hello,";
}
