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
