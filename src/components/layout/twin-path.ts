import { localePath, type Locale } from "@/lib/i18n/locale";

/**
 * A page's address in an edition. A filtered list is kept as its own page
 * (site/filtered-lists.ts), so its route is read back as the list's address.
 */
export const twinPath = (to: Locale, path: string): string =>
  localePath(to, path.replace(/\/category\/[^/]+$/, ""));
