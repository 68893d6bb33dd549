/**
 * The kept pages of this process and what has been forgotten since. The page cache handler
 * (loaded by the framework outside the bundles) and the site's save hooks (bundled) both reach
 * it through globalThis, so they share one store.
 *
 * A page is forgotten by address: the time of the forgetting is kept, and an entry whose render
 * began before it is not served again. A render that read the old content and finished just
 * after a save is therefore never kept as current.
 */

const MAX_ENTRIES = 1000;

/**
 * @typedef {{ lastModified: number; value: unknown; cacheControl?: unknown }} Entry
 * @typedef {{ every?: boolean; paths?: readonly string[]; prefixes?: readonly string[] }} Selection
 * @typedef {{ etag: string; lastModified: number }} Tag
 * @typedef {{ entries: Map<string, Entry>; tags: Map<string, Tag>; everyAt: number; pathAt: Map<string, number>; prefixAt: Map<string, number>; shared: boolean }} State
 */

/**
 * How long a kept page may be served. With the embedded database this is the only server, and
 * its saves forget what they change, so a page is kept until then. With a remote one, other
 * servers save too: while their forgetting reaches this one (lib/shared/forgetting.ts, over
 * Redis), a page is kept until then too; otherwise for 10 seconds, as long as the content cache
 * keeps what pages read (lib/cms/content-cache.ts), so a save anywhere shows everywhere within that.
 * @returns {number | undefined}
 */
export const pageMaxAgeMs = () =>
  (process.env.DATABASE_URL ?? "file:").startsWith("file:") || state().shared ? undefined : 10_000;

/**
 * Whether every instance's saves reach this one now (lib/shared/forgetting.ts).
 * @param {boolean} live
 */
export function shareForgetting(live) {
  state().shared = live;
}

/** @returns {State} */
function state() {
  const holder = /** @type {typeof globalThis & { __pageStore?: State }} */ (globalThis);
  return (holder.__pageStore ??= {
    entries: new Map(),
    tags: new Map(),
    everyAt: 0,
    pathAt: new Map(),
    prefixAt: new Map(),
    shared: false,
  });
}

/**
 * The page address inside the framework's cache key (`/route-cache/<kind>/<route hash>/$<page>`,
 * the home page's being `/index`), or undefined when the key is shaped otherwise.
 * @param {string} key
 */
export function pagePathOf(key) {
  const at = key.lastIndexOf("/$/");
  if (at < 0) return undefined;
  const page = key.slice(at + 2);
  return page === "/index" ? "/" : page;
}

/**
 * When the page at this address was last forgotten (0: never). A key whose address cannot be
 * read counts as forgotten by every forgetting.
 * @param {State} s
 * @param {string | undefined} page
 */
function forgottenAt(s, page) {
  let at = s.everyAt;
  for (const time of page === undefined ? s.pathAt.values() : [s.pathAt.get(page) ?? 0])
    at = Math.max(at, time);
  for (const [prefix, time] of s.prefixAt)
    if (page === undefined || page.startsWith(prefix)) at = Math.max(at, time);
  return at;
}

/**
 * The kept page, or null when there is none, it was forgotten since its render began, or it is
 * older than `maxAgeMs` (when given).
 * @param {string} key
 * @param {number} [maxAgeMs]
 * @returns {Entry | null}
 */
export function readPage(key, maxAgeMs, now = Date.now()) {
  const s = state();
  const entry = s.entries.get(key);
  if (!entry) return null;
  s.entries.delete(key);
  if (forgottenAt(s, pagePathOf(key)) >= entry.lastModified) return null;
  if (maxAgeMs !== undefined && now - entry.lastModified > maxAgeMs) return null;
  // Most recently read last, so the oldest unread entry goes first when the store is full.
  s.entries.set(key, entry);
  return entry;
}

/** @param {string} key @param {Entry} entry */
export function keepPage(key, entry) {
  const s = state();
  s.entries.delete(key);
  s.entries.set(key, entry);
  const etag = etagOf(entry.value);
  const page = pagePathOf(key);
  if (etag && page) s.tags.set(page, { etag, lastModified: entry.lastModified });
  for (const oldest of s.entries.keys()) {
    if (s.entries.size <= MAX_ENTRIES) break;
    s.entries.delete(oldest);
  }
}

/** The ETag a kept page document was stamped with (lib/cache/page-cache-handler.mjs). */
function etagOf(/** @type {any} */ value) {
  const etag = value?.kind === "APP_PAGE" ? value.headers?.etag : undefined;
  return typeof etag === "string" ? etag : undefined;
}

/**
 * The ETag of the page document at this address as the server would send it now, or undefined
 * when it has none that is current (never kept, forgotten since, or too old). A visitor whose
 * copy carries it may be told it is still current without the page being read.
 * @param {string} page
 * @param {number} [maxAgeMs]
 */
export function currentEtag(page, maxAgeMs, now = Date.now()) {
  const s = state();
  const tag = s.tags.get(page);
  if (!tag) return undefined;
  const stale =
    forgottenAt(s, page) >= tag.lastModified ||
    (maxAgeMs !== undefined && now - tag.lastModified > maxAgeMs);
  if (!stale) return tag.etag;
  s.tags.delete(page);
  return undefined;
}

/**
 * Forgets the pages selected: every page, pages by exact address, or every page under a prefix.
 * @param {Selection} selection
 * @param {number} [at]
 */
export function forgetPages(selection, at = Date.now()) {
  const s = state();
  if (selection.every) s.everyAt = at;
  for (const path of selection.paths ?? []) s.pathAt.set(path, at);
  for (const prefix of selection.prefixes ?? []) s.prefixAt.set(prefix, at);
}

/** @type {Selection} The business facts, prices and photos show on every page. */
export const everyPage = { every: true };
