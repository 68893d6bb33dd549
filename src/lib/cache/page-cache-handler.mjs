/**
 * The framework's cache for pages and routes (next.config `cacheHandler`): a public page is
 * rendered once and then served from here until a save in the admin forgets the pages that show
 * what changed (each collection names its pages: lib/cms/content-cache.ts). The build's own
 * prerendered copies are never read: they were made without a database, and this server states
 * its own.
 *
 * Each page is kept with the Content-Security-Policy that allows exactly the inline scripts of
 * the HTML it was rendered as, so a page served from here needs no nonce made per request (the
 * framework sends a kept page's headers with it, the first time too), and with its ETag, which the
 * proxy compares with a visitor's copy before anything renders. Its stylesheet is written into
 * it (inline-stylesheet.mjs), its structured data is written once (structured-data-once.mjs), and
 * its framework scripts wait for its first paint (scripts-after-first-paint.mjs).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { siteUrlFrom } from "../../../scripts/site-url.mjs";
import { cachedPagePolicy } from "../security/content-security-policy.mjs";
import { inlineStylesheets } from "./inline-stylesheet.mjs";
import { structuredDataOnce } from "./structured-data-once.mjs";
import { scriptsAfterFirstPaint } from "./scripts-after-first-paint.mjs";
import { forgetPages, keepPage, pageMaxAgeMs, readPage } from "./page-store.mjs";

/** The build's stylesheets never change while this server runs: each is read once. */
const stylesheets = new Map();
const readStylesheet = (/** @type {string} */ href) => {
  if (!stylesheets.has(href)) {
    // The server runs from its build folder, where the build's files sit under the dist folder.
    const file = path.join(
      /* turbopackIgnore: true */ process.cwd(),
      process.env.NEXT_DIST_DIR ?? ".next",
      href.slice("/_next".length),
    );
    try {
      stylesheets.set(href, readFileSync(file, "utf8"));
    } catch {
      stylesheets.set(href, undefined);
    }
  }
  return stylesheets.get(href);
};

export default class PageCacheHandler {
  /** The framework makes one handler per request, before it renders: the render began after this. */
  #startedAt = Date.now();

  /** @param {string} key */
  async get(key) {
    return readPage(key, pageMaxAgeMs());
  }

  /**
   * @param {string} key
   * @param {{ kind?: string; html?: unknown; headers?: Record<string, unknown> } | null} data
   * @param {{ cacheControl?: unknown }} context
   */
  async set(key, data, context) {
    if (!data) return;
    if (data.kind === "APP_PAGE" && typeof data.html === "string") {
      data.html = scriptsAfterFirstPaint(
        structuredDataOnce(inlineStylesheets(data.html, readStylesheet)),
      );
      // The same object the framework answers this request with: the first view carries it too.
      data.headers = {
        ...data.headers,
        "content-security-policy": cachedPagePolicy(data.html, siteUrlFrom(process.env)),
        // Made once here: the framework's own ETag hashed the whole page again on every view.
        etag: `"${createHash("sha1").update(data.html).digest("base64url")}"`,
      };
    }
    keepPage(key, {
      lastModified: this.#startedAt,
      value: data,
      cacheControl: context?.cacheControl,
    });
  }

  /** Reached only if code calls the framework's revalidatePath or revalidateTag: forget all. */
  async revalidateTag() {
    forgetPages({ every: true });
  }

  resetRequestCache() {}
}
