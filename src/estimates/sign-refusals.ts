/** Why a signature was not taken, as the page explains it (copy.ts, sign.refusals). */
export const signRefusals = [
  "invalid",
  "unknown",
  "expired",
  "replaced",
  "settled",
  "lapsed",
  "consent",
  "name",
  "choice",
  "changed",
] as const;

export type SignRefusal = (typeof signRefusals)[number];
