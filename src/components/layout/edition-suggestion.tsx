"use client";

import { useState, useSyncExternalStore } from "react";
import type { Locale } from "@/lib/i18n/locale";
import { useTwinPath } from "./edition-switch";

const DISMISSED = "edition-suggestion-dismissed";

type EditionSuggestionProps = {
  to: Locale;
  /** The other edition's language tag (es-US), for the words and the link. */
  lang: string;
  text: string;
  link: string;
  dismiss: string;
};

/** Nothing outside the page changes the answer while it is open: a "no" is kept by the page. */
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

function remember() {
  try {
    localStorage.setItem(DISMISSED, "1");
  } catch {
    // Unreachable: the offer is only shown where storage works.
  }
}

/**
 * A browser that asks first for the other edition's language (Spanish on an English page) is
 * offered the page's twin, in that language, until it says no. The page itself is never
 * switched: shared links and search engines get what they asked for. The server's page is the
 * same for everyone (so it can be kept) and shows nothing; the offer appears over the page once
 * it is on screen, fixed, so nothing moves.
 */
export function EditionSuggestion({
  to,
  lang,
  text,
  link,
  dismiss: close,
}: EditionSuggestionProps) {
  const twin = useTwinPath(to);
  const [closed, setClosed] = useState(false);
  const offered = useSyncExternalStore(
    unchanging,
    () => wanted(to),
    () => false,
  );
  if (closed || !offered) return null;
  return (
    <aside
      lang={lang}
      aria-label={text}
      className="fixed inset-x-4 top-20 z-30 flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-lg sm:left-auto sm:max-w-sm print:hidden"
    >
      <p className="flex-1 text-slate-700">
        {text}{" "}
        <a href={twin} hrefLang={lang} className="font-semibold text-brand-800 underline">
          {link}
        </a>
      </p>
      <button
        type="button"
        onClick={() => {
          setClosed(true);
          remember();
        }}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded text-slate-600 hover:bg-slate-100"
      >
        {/* A glyph, not the icon set: every page loads this script. */}
        <span aria-hidden="true" className="text-2xl leading-none">
          ×
        </span>
        <span className="sr-only">{close}</span>
      </button>
    </aside>
  );
}
