import { ValidationError, type CollectionSlug, type Field, type PayloadRequest } from "payload";
import type { ZodType } from "zod";

/** Field checks with messages an owner understands, shared with the content modules' schemas. */

export type Limits = { min: number; max: number };

export const lengthBetween =
  ({ min, max }: Limits, what: string) =>
  (value: unknown): true | string => {
    const length = typeof value === "string" ? value.trim().length : 0;
    if (length < min) return `${what} needs at least ${min} characters (now ${length}).`;
    if (length > max) return `${what} can have at most ${max} characters (now ${length}).`;
    return true;
  };

/** A field check from a content module's zod rule: true, or the rule's own message. */
export const obeys =
  (rule: ZodType) =>
  (value: unknown): true | string => {
    const result = rule.safeParse(value ?? "");
    return result.success || (result.error.issues[0]?.message ?? "This value is not allowed.");
  };

/** A required field checked by a rule, with an optional hint under it. */
export const ruledField = (
  type: "text" | "textarea" | "number" | "email",
  name: string,
  label: string,
  rule: ZodType,
  description?: string,
): Field =>
  ({
    name,
    type,
    label,
    required: true,
    validate: obeys(rule),
    ...(description ? { admin: { description } } : {}),
  }) as Field;

/** Refuses a save with the message the admin shows beside the field, as a field check would. */
export function refuseField(
  req: PayloadRequest,
  collection: CollectionSlug,
  path: string,
  message: string,
): never {
  throw new ValidationError({ collection, errors: [{ path, message }], req });
}
