import { localeOfPath, withoutLocale, type Locale } from "@/lib/i18n/locale";
import { processSlot } from "@/lib/runtime/process-slot";

/**
 * Which addresses under a prefix are pages right now: pages the owner creates, hides and deletes
 * in the admin (a project's /projects/<address>), and the fixed families code defines. The proxy
 * asks before the page renders and answers an unknown one with the 404 page:
 * a page that finds out for itself while rendering can only send a 404 whose content appears
 * with JavaScript.
 *
 * The server registers each prefix's lookup at start (start-up/admin-start.ts, start-up/fixed-pages.ts);
 * the proxy runs in the same process but is bundled apart, so the lookups are kept per process
 * (lib/runtime/process-slot.ts).
 */
type Exists = (slug: string, locale: Locale) => Promise<boolean>;

const lookups = () => processSlot<Map<string, Exists>>("page index").getOrMake(() => new Map());

export function indexPages(prefix: `/${string}/`, exists: Exists) {
  lookups().set(prefix, exists);
}

/** Whether every escape in the address is well formed (`/%ff` is not: it names no text). */
export function decodable(address: string): boolean {
  try {
    decodeURIComponent(address);
    return true;
  } catch {
    return false;
  }
}

/**
 * True when a registered lookup says the address is not a page, or when the address cannot be
 * decoded (no page has such an address, and the router would fail on it rather than say so). A
 * nested path, a prefix no one registered, or a lookup that fails (database down) is left to the
 * routes to answer.
 */
export async function isMissingPage(address: string): Promise<boolean> {
  if (!decodable(address)) return true;
  // The lookup is asked in the address's edition: a project without Spanish has no /es page.
  const pathname = withoutLocale(address);
  const locale = localeOfPath(address);
  for (const [prefix, exists] of lookups()) {
    if (!pathname.startsWith(prefix)) continue;
    const slug = pathname.slice(prefix.length);
    if (!slug || slug.includes("/")) return false;
    try {
      return !(await exists(decodeURIComponent(slug), locale));
    } catch {
      return false;
    }
  }
  return false;
}
