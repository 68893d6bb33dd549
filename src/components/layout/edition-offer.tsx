"use client";

import { usePathname } from "next/navigation";
import { useState } from "react";
import { DISMISSED } from "./edition-choice";
import { twinPath } from "./twin-path";
import type { Locale } from "@/lib/i18n/locale";

export type EditionOfferProps = {
  to: Locale;
  /** The other edition's language tag (es-US), for the words and the link. */
  lang: string;
  text: string;
  link: string;
  dismiss: string;
};

function remember() {
  try {
    localStorage.setItem(DISMISSED, "1");
  } catch {
    // Unreachable: the offer is only shown where storage works.
  }
}

/** The offer itself: the page's twin, and a "no" that is remembered. */
export function EditionOffer({ to, lang, text, link, dismiss: close }: EditionOfferProps) {
  const twin = twinPath(to, usePathname() ?? "/");
  const [closed, setClosed] = useState(false);
  if (closed) return null;
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
        {/* A glyph, not the icon set, which would come with it. */}
        <span aria-hidden="true" className="text-2xl leading-none">
          ×
        </span>
        <span className="sr-only">{close}</span>
      </button>
    </aside>
  );
}
