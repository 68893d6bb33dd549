"use client";

import { usePathname } from "next/navigation";
import { localePath, type Locale } from "@/lib/i18n/locale";

type EditionSwitchProps = { label: string; lang: string; hrefLang: Locale };

/**
 * The same page in the other edition. A filtered list is kept as its own page
 * (site/filtered-lists.ts), so its route is read back as the list's address.
 */
export function EditionSwitch({ label, lang, hrefLang }: EditionSwitchProps) {
  const path = (usePathname() ?? "/").replace(/\/category\/[^/]+$/, "");
  return (
    <a
      href={localePath(hrefLang, path)}
      hrefLang={lang}
      lang={lang}
      className="inline-flex min-h-11 items-center rounded px-2 text-sm font-semibold whitespace-nowrap text-brand-800 underline-offset-4 hover:underline"
    >
      {label}
    </a>
  );
}
