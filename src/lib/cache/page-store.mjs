/**
 * The kept pages of this process and what has been forgotten since. The page cache handler
 * (loaded by the framework outside the bundles) and the site's save hooks (bundled) both reach
 * it through globalThis, so they share one store.
 *
 * A page is forgotten by address: the time of the forgetting is kept, and an entry whose render
 * began before it is not served again. A render that read the old content and finished just
 * after a save is therefore never kept as current.
 *
 * Each page's document is also kept by its address, as the bytes a view sends, so the proxy can
 * answer a view itself (lib/cache/kept-page-answer.ts): already encoded, and compressed once per
 * encoding, never per view.
 */
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const MAX_ENTRIES = 1000;

/**
 * @typedef {{ lastModified: number; value: unknown; cacheControl?: unknown }} Entry
 * @typedef {{ every?: boolean; paths?: readonly string[]; prefixes?: readonly string[] }} Selection
 * @typedef {"br" | "gzip"} Encoding
 * @typedef {{ etag: string; lastModified: number; freshForMs?: number; policy?: string; html: Buffer; copies: Map<Encoding, Promise<Buffer>> }} PageDocument
 * @typedef {{ entries: Map<string, Entry>; documents: Map<string, PageDocument>; everyAt: number; pathAt: Map<string, number>; prefixAt: Map<string, number>; shared: boolean }} State
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
    documents: new Map(),
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
  const page = pagePathOf(key);
  const document = documentOf(entry);
  if (page && document) {
    s.documents.delete(page);
    s.documents.set(page, document);
  }
  for (const store of [s.entries, s.documents])
    for (const oldest of store.keys()) {
      if (store.size <= MAX_ENTRIES) break;
      store.delete(oldest);
    }
}

/**
 * The page document a kept entry holds, stamped with its ETag and policy by the page cache
 * handler (lib/cache/page-cache-handler.mjs), or undefined for anything else (navigation data,
 * route answers, a page kept without its tag).
 * @param {Entry} entry
 * @returns {PageDocument | undefined}
 */
function documentOf(entry) {
  const value = /** @type {any} */ (entry.value);
  const etag = value?.kind === "APP_PAGE" ? value.headers?.etag : undefined;
  if (typeof etag !== "string" || typeof value.html !== "string") return undefined;
  // A page kept with another status (none is today) is left to the framework, which sends it.
  if (value.status !== undefined && value.status !== 200) return undefined;
  const policy = value.headers["content-security-policy"];
  const revalidate = /** @type {any} */ (entry.cacheControl)?.revalidate;
  return {
    etag,
    lastModified: entry.lastModified,
    // The framework renders a page again once it is older than its `revalidate` (a day).
    freshForMs: typeof revalidate === "number" && revalidate > 0 ? revalidate * 1000 : undefined,
    policy: typeof policy === "string" ? policy : undefined,
    html: Buffer.from(value.html),
    copies: new Map(),
  };
}

/**
 * The page document at this address as the server would send it now, or undefined when it has
 * none that is current (never kept, forgotten since, older than `maxAgeMs` or than the page's
 * own lifetime): then the framework renders it.
 * @param {string} page
 * @param {number} [maxAgeMs]
 * @returns {PageDocument | undefined}
 */
export function currentDocument(page, maxAgeMs, now = Date.now()) {
  const s = state();
  const document = s.documents.get(page);
  if (!document) return undefined;
  const age = now - document.lastModified;
  const stale =
    forgottenAt(s, page) >= document.lastModified ||
    (maxAgeMs !== undefined && age > maxAgeMs) ||
    (document.freshForMs !== undefined && age > document.freshForMs);
  if (!stale) return document;
  s.documents.delete(page);
  return undefined;
}

/**
 * The kept document with this ETag, current or not: the bytes a view was just sent as, which the
 * front door compresses (scripts/front-door.mjs).
 * @param {string} etag
 * @returns {PageDocument | undefined}
 */
export function documentTagged(etag) {
  for (const document of state().documents.values()) if (document.etag === etag) return document;
  return undefined;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The document compressed with this encoding: made once, off the main thread, on its first view
 * that asks for it, then sent as it is to every later one. Brotli at quality 6 and gzip at 6:
 * nearly their best sizes for HTML at a small part of the time of their highest levels.
 * @param {PageDocument} document
 * @param {Encoding} encoding
 * @returns {Promise<Buffer>}
 */
export function encodedCopy(document, encoding) {
  let copy = document.copies.get(encoding);
  if (!copy) {
    copy = compressed(document.html, encoding);
    document.copies.set(encoding, copy);
    // A failed compression is not kept: the next view tries again.
    copy.catch(() => document.copies.delete(encoding));
  }
  return copy;
}

/**
 * The ETag of the page document at this address as the server would send it now (see
 * currentDocument). A visitor whose copy carries it may be told it is still current without the
 * page being read.
 * @param {string} page
 * @param {number} [maxAgeMs]
 */
export const currentEtag = (page, maxAgeMs, now = Date.now()) =>
  currentDocument(page, maxAgeMs, now)?.etag;

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

/**
 * @param {Buffer} bytes
 * @param {Encoding} encoding
 */
export const compressed = (bytes, encoding) =>
  encoding === "br"
    ? brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 6,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzipped(bytes, { level: 6 });

/** @type {Selection} The business facts, prices and photos show on every page. */
export const everyPage = { every: true };
