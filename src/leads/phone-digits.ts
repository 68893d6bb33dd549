/** The digits a phone search compares: "+1 (214) 555-0142" and "214.555.0142" both give 2145550142. */
export function phoneDigitsOf(text: string): string {
  const digits = text.replace(/\D/g, "");
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}
