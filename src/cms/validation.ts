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
