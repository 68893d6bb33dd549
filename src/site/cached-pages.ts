// Relative: next.config reads this module before the path aliases exist.
import { withoutLocale } from "../lib/i18n/locale";

/**
 * Which public pages are rendered once and served from the page cache
 * (lib/cache/page-cache-handler.mjs) until a save forgets them: every page but the contact page
 * (its form token is made per view), the review opt-out and the booking page (they read their
 * link) and the admin's
 * preview. Read by the proxy, which gives these no per-request policy, and by next.config, whose
 * base policy would otherwise stand beside the one each kept page carries.
 */
const cachedSections = [
  "faq",
  "resources",
  "ideas",
  "tools",
  "services",
  "service-area",
  "projects",
  "blog",
  "privacy-policy",
  "terms-of-service",
] as const;

const cachedSectionPattern = `(?:${cachedSections.join("|")})(?:/|$)`;

const cachedSectionAddress = new RegExp(`^/${cachedSectionPattern}`);

/** The same in both editions: /es/faq as /faq, /es as /. */
export const isCachedPage = (pathname: string): boolean => {
  const path = withoutLocale(pathname);
  return path === "/" || cachedSectionAddress.test(path);
};

/**
 * A kept page as a shared cache (a CDN) may keep it: fresh for a minute, then served once more
 * while the cache fetches it again, for at most ten minutes. A browser asks again on each visit
 * (the ETag makes that cheap), so the visitor's own copy is never older than the CDN's.
 */
export const sharedPageCacheControl = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

/** A next.config `source` matching every address but the cached pages, /es and /es/… included. */
export const notCachedPageSource = `/:path((?!(?:es/)?${cachedSectionPattern}|es$).+)`;
