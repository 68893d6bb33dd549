/**
 * A phone number typed any way, in the forms links and structured data need. The business's
 * own number must be a US one (toE164 in facts.ts refuses any other); a homeowner's may come
 * from abroad, so its link keeps what was typed rather than guessing a country.
 */

/** "+1" and ten digits for a US number however it was typed, undefined for any other. */
export function usE164(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `+${digits}`;
  return undefined;
}

/** The one-tap `tel:` href for a phone: US numbers get +1, others keep their digits and a +. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `tel:${usE164(phone) ?? (phone.trim().startsWith("+") ? "+" : "") + digits}`;
}
