import { editionHome } from "./edition-home";

/**
 * The site's two editions: English at the root, Spanish under /es with the same path after it
 * (/faq and /es/faq, /services/decks and /es/services/decks). One slug scheme for both, so the
 * twin of any page is found by adding or removing the prefix.
 */
export const locales = ["en", "es"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

/** Text or data written once per edition. */
export type Localized<T> = Readonly<Record<Locale, T>>;

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (locales as readonly string[]).includes(value);

/** `<html lang>` and hreflang: US English and US Spanish. */
export const htmlLang: Localized<string> = { en: "en-US", es: "es-US" };

/** Open Graph's form of the same. */
export const ogLocale: Localized<string> = { en: "en_US", es: "es_US" };

/** The locale Intl formats numbers, dates and lists with. */
export const intlLocale: Localized<string> = { en: "en-US", es: "es-US" };

/** The edition a path belongs to: /es and anything under /es/ is Spanish. */
export const localeOfPath = (path: string): Locale =>
  path === "/es" || path.startsWith("/es/") || path.startsWith("/es?") || path.startsWith("/es#")
    ? "es"
    : "en";

/** The path as the English edition writes it: /es/faq → /faq, /es → /. */
export function withoutLocale(path: string): string {
  if (localeOfPath(path) === "en") return path;
  const rest = path.slice(3);
  return rest === "" || rest.startsWith("?") || rest.startsWith("#") ? `/${rest}` : rest;
}

/** A site path in an edition: ("es", "/faq") → /es/faq, ("es", "/") → /es; other links unchanged. */
export function localePath(locale: Locale, path: string): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const bare = withoutLocale(path);
  if (locale === "en") return bare;
  return bare === "/" || bare.startsWith("/?") || bare.startsWith("/#")
    ? `${editionHome.es}${bare.slice(1)}`
    : `${editionHome.es}${bare}`;
}

/**
 * Set by the proxy on each page request, for the few renders that cannot know their edition
 * from their route (the 404 for an unknown address). Deleted from what a visitor sends first.
 */
export const LOCALE_HEADER = "x-site-locale";
