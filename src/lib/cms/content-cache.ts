import "server-only";
import { isBuilding } from "@/lib/runtime/build-phase";
import { everyPage, forgetPages, type PageSelection } from "@/lib/cache/page-store.mjs";
import { forgetInHttpCaches } from "@/lib/cache/http-caches";
import { announceForgetting, type Forgetting } from "@/lib/shared/forgetting";
import { localePath, locales } from "@/lib/i18n/locale";
import { processSlot } from "@/lib/runtime/process-slot";

/**
 * What public pages read from the admin's collections, kept in memory so that a page view does
 * not queue for the database behind lead writes. A save or delete in the admin empties the
 * entries of that collection at once (its hooks call forgetContent), and the cached pages that
 * show it; the short lifetime bounds how long another server sharing a remote database can show
 * the old version when no Redis carries the forgetting to it (lib/shared/forgetting.ts).
 */
const LIFETIME_MS = 10_000;

type Entry = { value: Promise<unknown>; at: number; collections: readonly string[] };

const cached = processSlot<Map<string, Entry>>("content cache");
const entries = () => cached.getOrMake(() => new Map());

/** `whileBuilding` stands in while `next build` renders the pages (lib/runtime/build-phase.ts). */
export function cachedContent<T>(
  key: string,
  collections: readonly string[],
  load: () => Promise<T>,
  whileBuilding: T,
): Promise<T> {
  if (isBuilding()) return Promise.resolve(whileBuilding);
  const cache = entries();
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < LIFETIME_MS) return hit.value as Promise<T>;
  const value = load();
  cache.set(key, { value, at: Date.now(), collections });
  // A failed read is not remembered: the next view tries the database again.
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key);
  });
  return value;
}

/**
 * Forgets everything read from this collection, and the cached pages that show it (each
 * collection names its own), so the next view of each is rendered from the change: here, on
 * every other instance, and in the HTTP caches in front of them (told once, by this instance).
 */
export function forgetContent(collection: string, shownOn: PageSelection) {
  forgetContentHere({ collection, shownOn });
  announceForgetting({ collection, shownOn });
  forgetInHttpCaches(inEveryEdition(shownOn));
}

/** What a save (here or on another instance) changed, forgotten in this process. */
export function forgetContentHere({ collection, shownOn }: Forgetting) {
  const cache = entries();
  for (const [key, entry] of cache) if (entry.collections.includes(collection)) cache.delete(key);
  forgetPages(inEveryEdition(shownOn));
}

/** A save changes a page in both editions: /faq and /es/faq, /blog/ and /es/blog/. */
export function inEveryEdition(shownOn: PageSelection): PageSelection {
  const everywhere = (paths: readonly string[] | undefined) =>
    paths && locales.flatMap((locale) => paths.map((path) => localePath(locale, path)));
  return { ...shownOn, paths: everywhere(shownOn.paths), prefixes: everywhere(shownOn.prefixes) };
}

/** Everything this process keeps, forgotten (saves elsewhere may have gone unheard). */
export function forgetAllContentHere() {
  entries().clear();
  forgetPages(everyPage);
}
