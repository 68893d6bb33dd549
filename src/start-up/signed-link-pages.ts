import "server-only";
import { BOOKING_PATH } from "@/bookings/addresses";
import { ESTIMATE_PATH, ESTIMATE_TOKEN } from "@/estimates/addresses";
import { estimateLinkRefusal } from "@/estimates/link-refusal";
import { bookingLinkRefusal } from "@/bookings/link-refusal";
import { OPT_OUT_PAGE } from "@/leads/review-request/opt-out-link";
import { optOutLinkRefusal } from "@/leads/review-request/opt-out-refusal";
import { withoutLocale, type Locale } from "@/lib/i18n/locale";
import { LINK_TOKEN, SIGN_IN_PATH } from "@/portal/addresses";
import { portalLinkRefusal } from "@/portal/link-refusal";

export type LinkRefusal = {
  status: 400 | 404 | 410;
  heading: string;
  text: string;
  /** Where to go instead, e.g. a replaced estimate's current revision. */
  link?: { href: string; text: string };
};

/**
 * The pages a signed link opens (booking, estimate, review opt-out, portal sign-in): a link that does not work is answered
 * with its status (400 changed, 404 gone, 410 expired) and the page's words, so a crawler or a
 * monitor can tell it from a working page.
 */
export async function signedLinkRefusal(url: URL, locale: Locale): Promise<LinkRefusal | null> {
  const page = withoutLocale(url.pathname);
  if (page === BOOKING_PATH) return bookingLinkRefusal(locale, url.searchParams.get("t"));
  if (page === ESTIMATE_PATH)
    return estimateLinkRefusal(locale, url.searchParams.get(ESTIMATE_TOKEN));
  if (page === OPT_OUT_PAGE) return optOutLinkRefusal(locale, url.searchParams);
  if (page === SIGN_IN_PATH) return portalLinkRefusal(locale, url.searchParams.get(LINK_TOKEN));
  return null;
}
