/**
 * The Content-Security-Policy of every response, in plain JavaScript: the page cache
 * (lib/cache/page-cache-handler.mjs) runs outside the bundles and stamps each page it keeps with
 * the policy that allows exactly that page's inline scripts.
 */
import { createHash } from "node:crypto";

/** @param {{ scriptSources: readonly string[]; https: boolean; dev?: boolean }} options */
export function contentSecurityPolicy(options) {
  const directives = [
    "default-src 'self'",
    `script-src ${[...options.scriptSources, ...(options.dev ? ["'unsafe-eval'"] : [])].join(" ")}`,
    // Inline style attributes (e.g. on images) need this; scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/**
 * The CSP source that allows one inline script by its text ('sha256-…').
 * @param {string} body
 */
export const scriptHash = (body) =>
  `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;

/**
 * The CSP source of each inline script in a page's HTML ('sha256-…'), once each. Data blocks
 * (JSON-LD, JSON) are not scripts a browser runs, so they need none.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes ?? ""))
    .map(([, , body]) => scriptHash(body ?? ""));
  return [...new Set(hashes)];
}

/**
 * The policy of a page kept in the cache: its own inline scripts by hash. Served over HTTPS when
 * the site's address is (SITE_URL), since one copy answers every visitor.
 * @param {string} html
 * @param {string} siteUrl
 */
export const cachedPagePolicy = (html, siteUrl) =>
  contentSecurityPolicy({
    scriptSources: ["'self'", ...inlineScriptHashes(html)],
    https: siteUrl.startsWith("https:"),
  });
