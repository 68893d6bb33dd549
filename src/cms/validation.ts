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
