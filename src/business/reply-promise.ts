/**
 * What the business promises after a request, as two phrases: how fast it replies ("within 2
 * hours during business hours") and how soon the consultation is booked ("within 1 business
 * day"). Every page and e-mail that makes a promise states both in one sentence.
 */
export type ReplyPromise = { reply: string; booking: string };

import type { Locale, Localized } from "@/lib/i18n/locale";

/** A phrase to go mid-sentence: no closing full stop, a lower-case first word. */
function midSentence(text: string): string {
  const phrase = text.trim().replace(/[.!\s]+$/, "");
  // "Within" starts lower case; "ASAP" or a name keeps its capitals.
  return /^[A-Z][a-z]/.test(phrase) ? phrase.charAt(0).toLowerCase() + phrase.slice(1) : phrase;
}

/**
 * The reply time as a phrase. The admin's field once held a whole sentence ("We reply within 2
 * hours during business hours"); a value still saved that way reads the same.
 */
export function replyPhrase(stored: string): string {
  return midSentence(
    stored
      .trim()
      .replace(/^we(?:'ll|’ll| will)?\s+(?:reply|respond|get back to you)\b\s*/i, "")
      .replace(/^(?:le\s+)?(?:respondemos|contestamos)\b\s*/i, ""),
  );
}

const sentences: Localized<(promise: ReplyPromise) => string> = {
  en: ({ reply, booking }) => `We reply ${reply}; your consultation is booked ${booking}.`,
  es: ({ reply, booking }) => `Le respondemos ${reply}; su consulta queda agendada ${booking}.`,
};

/** Both promises, as the owner's facts hold them, in the form pages state them. */
export const replyPromiseOf = ({ reply, booking }: ReplyPromise, locale: Locale = "en") => {
  const promise = { reply: replyPhrase(reply), booking: midSentence(booking) };
  return { ...promise, sentence: sentences[locale](promise) } as const;
};
