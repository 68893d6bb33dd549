/**
 * Why a decline, a cancellation or a question from the estimate page was not taken, as the page
 * explains it (copy.ts, replies.refusals). The first three are the link's own problems.
 */
export const replyRefusals = [
  "invalid",
  "unknown",
  "expired",
  "replaced",
  "settled",
  "unsigned",
  "no_right",
  "late",
  "confirm",
  "text",
  "too_many",
] as const;

export type ReplyRefusal = (typeof replyRefusals)[number];

/** A question or a reason is the homeowner's own words, kept whole up to this length. */
export const NOTE_MAX = 2_000;

/** What the page thanks the homeowner for after a reply was taken. */
export const replyOutcomes = ["declined", "cancelled", "asked"] as const;

export type ReplyOutcome = (typeof replyOutcomes)[number];
