import { z } from "zod";

/**
 * The rule for the last part of an address the owner chooses in the admin (/projects/<this>,
 * /blog/<this>), with the message an owner reads beside the field.
 */
export const pageAddressRule = (example: string, maxLength: number) =>
  z
    .string()
    .regex(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      `Use lowercase letters, digits and single hyphens, e.g. ${example}.`,
    )
    .max(maxLength, `Keep the address under ${maxLength} characters.`);

/**
 * The spec's slug rule: lowercase, spaces to hyphens, non-word characters removed. Accents are
 * folded first ("café" → "cafe") and runs of hyphens collapsed, which leaves the spec's slugs as
 * they are but keeps "Tips & Tricks" from becoming "tips--tricks".
 */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim()
    .replace(/\s+/g, "-")
    .replace(/[^\w-]/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "");
}
