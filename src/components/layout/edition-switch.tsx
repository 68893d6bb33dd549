"use client";

import { usePathname } from "next/navigation";
import { localePath, type Locale } from "@/lib/i18n/locale";

type EditionSwitchProps = { label: string; lang: string; hrefLang: Locale };

/**
 * This page's address in an edition. A filtered list is kept as its own page
 * (site/filtered-lists.ts), so its route is read back as the list's address.
 */
export function useTwinPath(locale: Locale): string {
  return localePath(locale, (usePathname() ?? "/").replace(/\/category\/[^/]+$/, ""));
}

/** The same page in the other edition. */
export function EditionSwitch({ label, lang, hrefLang }: EditionSwitchProps) {
  return (
    <a
      href={useTwinPath(hrefLang)}
      hrefLang={lang}
      lang={lang}
      className="inline-flex min-h-11 items-center rounded px-2 text-sm font-semibold whitespace-nowrap text-brand-800 underline-offset-4 hover:underline"
    >
      {label}
    </a>
  );
}
