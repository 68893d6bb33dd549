"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";
import type { Locale } from "@/lib/i18n/locale";
import { DISMISSED } from "./edition-choice";
import type { EditionOfferProps } from "./edition-offer";

/** Nothing outside the page changes the answer while it is open: a "no" is kept by the offer. */
const unchanging = () => () => {};

/** Whether this browser reads the other edition's language first and has not said no. */
function wanted(to: Locale): boolean {
  try {
    return !localStorage.getItem(DISMISSED) && navigator.languages[0]!.toLowerCase().startsWith(to);
  } catch {
    // Storage turned off (nothing to remember a "no" by) or no languages: nothing is offered.
    return false;
  }
}

// Fetched only by a browser that will see it: for everyone else every page's script is smaller.
const Offer = lazy(() =>
  import("./edition-offer").then(({ EditionOffer }) => ({ default: EditionOffer })),
);

/**
 * A browser that asks first for the other edition's language (Spanish on an English page) is
 * offered the page's twin, in that language, until it says no. The page itself is never
 * switched: shared links and search engines get what they asked for. The server's page is the
 * same for everyone (so it can be kept) and shows nothing; the offer appears over the page once
 * it is on screen, fixed, so nothing moves.
 */
export function EditionSuggestion(props: EditionOfferProps) {
  const offered = useSyncExternalStore(
    unchanging,
    () => wanted(props.to),
    () => false,
  );
  return offered ? (
    <Suspense>
      <Offer {...props} />
    </Suspense>
  ) : null;
}
