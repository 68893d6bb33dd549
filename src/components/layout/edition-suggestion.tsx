"use client";

import { useSyncExternalStore } from "react";
import { X } from "@/components/ui/icons";
import { htmlLang, type Locale } from "@/lib/i18n/locale";
import { useTwinPath } from "./edition-switch";

const DISMISSED = "edition-suggestion-dismissed";
const CHANGED = "edition-suggestion-changed";

type EditionSuggestionProps = { to: Locale; text: string; link: string; dismiss: string };

function dismissed(): boolean {
  try {
    return Boolean(localStorage.getItem(DISMISSED));
  } catch {
    // Storage turned off: nothing to remember a "no" by, so nothing is offered.
    return true;
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener("storage", onChange);
  };
}

function dismiss() {
  try {
    localStorage.setItem(DISMISSED, "1");
  } catch {
    // Unreachable: the offer is only shown where storage works.
  }
  window.dispatchEvent(new Event(CHANGED));
}

/**
 * A browser that asks first for the other edition's language (Spanish on an English page) is
 * offered the page's twin, in that language, until it says no. The page itself is never
 * switched: shared links and search engines get what they asked for. The server's page is the
 * same for everyone (so it can be kept) and shows nothing; the offer appears over the page once
 * it is on screen, fixed, so nothing moves.
 */
export function EditionSuggestion({ to, text, link, dismiss: close }: EditionSuggestionProps) {
  const twin = useTwinPath(to);
  const shown = useSyncExternalStore(
    subscribe,
    () => !dismissed() && Boolean(navigator.languages?.[0]?.toLowerCase().startsWith(to)),
    () => false,
  );
  if (!shown) return null;
  return (
    <aside
      lang={htmlLang[to]}
      aria-label={text}
      className="fixed inset-x-4 top-20 z-30 flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-lg sm:left-auto sm:max-w-sm print:hidden"
    >
      <p className="flex-1 text-slate-700">
        {text}{" "}
        <a href={twin} hrefLang={htmlLang[to]} className="font-semibold text-brand-800 underline">
          {link}
        </a>
      </p>
      <button
        type="button"
        onClick={dismiss}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded text-slate-600 hover:bg-slate-100"
      >
        <X aria-hidden="true" className="size-5" />
        <span className="sr-only">{close}</span>
      </button>
    </aside>
  );
}
