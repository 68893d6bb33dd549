import type { Locale } from "@/lib/i18n/locale";
import { navigationFor } from "@/site";
import { twinPath } from "./twin-path";

/**
 * The same page in the other edition, drawn on the server: a plain link that works without
 * JavaScript and adds none to the page. `path` is the page's address in its own edition; the
 * layout is not told it, so the layout's `@edition` slot, which is, draws this.
 */
export function EditionSwitch({ from, path }: { from: Locale; path: string }) {
  const { label, lang, hrefLang } = navigationFor(from).otherEdition;
  return (
    <a
      href={twinPath(hrefLang, path)}
      hrefLang={lang}
      lang={lang}
      className="inline-flex min-h-11 items-center rounded px-2 text-sm font-semibold whitespace-nowrap text-brand-800 underline-offset-4 hover:underline"
    >
      {label}
    </a>
  );
}

/** The page's address from a catch-all route's segments (given decoded, written encoded). */
export const pathOf = (prefix: string, segments: readonly string[]): string =>
  `${prefix}/${segments.map(encodeURIComponent).join("/")}`.replace(/\/$/, "") || "/";
