import type { SpamVerdict } from "@/leads/create-lead";

/**
 * A lead's spam check as the owner would say it. The stored verdict stays the short code the
 * form wrote (the export and older leads keep it); the admin shows the sentence.
 */
export const spamCheckWords = {
  ok: "Passed the spam check.",
  honeypot: "Held as spam: a box only robots see was filled in.",
  too_fast: "Held as spam: sent faster than a person can fill in the form.",
  expired: "Held as spam: the form had been open too long before it was sent.",
  bad_token: "Held as spam: it did not come from the site's own contact form.",
  replayed: "Held as spam: a form already sent was sent again.",
} satisfies Record<SpamVerdict, string>;
