import "server-only";
import { lastKnownFacts } from "@/business";
import type { Locale } from "@/lib/i18n/locale";
import { bookingCopyIn } from "./copy";
import { leadOfLink, linkProblemStatus } from "./link";
import { linkProblemWords } from "./view";

/**
 * The booking page's answer to a link that does not work (cut, changed, made for something
 * else, for a lead no longer kept, or past its time): its status and words, as the page says them.
 */
export async function bookingLinkRefusal(locale: Locale, token: string | null) {
  const linked = await leadOfLink(token);
  if (!("problem" in linked)) return null;
  const phone = lastKnownFacts(locale).business.phone.display;
  return {
    status: linkProblemStatus[linked.problem],
    ...linkProblemWords(bookingCopyIn[locale], linked.problem, phone),
  };
}
