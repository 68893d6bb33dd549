/**
 * How the site greets a homeowner (the confirmation, the alerts, the booking page): the first
 * word of the name they typed, if it looks like a name (letters, apostrophes and hyphens, at most
 * 20 characters), else no name at all.
 */
export function greetingName(fullName: string): string | undefined {
  const first = fullName.trim().split(/\s+/)[0] ?? "";
  return /^\p{L}[\p{L}\p{M}'’-]{0,19}$/u.test(first) ? first : undefined;
}
