import { z } from "zod";

/**
 * A required piece of text the owner types in the admin, trimmed and between `min` and `max`
 * characters, with the messages an owner reads beside the field ("The business name needs at
 * least 2 characters."). The content modules' rules and the admin's checks share it.
 */
export const textRule = (what: string, min: number, max: number) =>
  z
    .string(`${what} is required.`)
    .trim()
    .min(min, `${what} needs at least ${min} characters.`)
    .max(max, `${what} can have at most ${max} characters.`);
