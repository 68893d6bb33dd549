import "server-only";
import { serverEnv } from "@/lib/env";
import type { PageSelection } from "./page-store.mjs";

/**
 * Forgets pages in the shared HTTP caches in front of the site (CACHE_PURGE_URLS): when a save
 * forgets pages here, each cache is sent one `BAN` naming the same pages, so the next visitor
 * through it sees the change instead of a copy kept for up to a minute.
 *
 * The request says which pages twice: `X-Forget-Pattern`, a regular expression on the address
 * without its query, which Varnish bans by (deploy/varnish/default.vcl); and the plain lists
 * `X-Forget-Paths` and `X-Forget-Prefixes` (or `X-Forget-Every: 1`), which a small relay maps to
 * a CDN's purge by address or by prefix (README, "A cache in front").
 */

/** The build's hashed files never change: forgetting "every page" leaves them. */
const EVERY_PAGE = "^/(?!_next/static/)";

const literally = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The pages selected, as a regular expression on an address without its query. */
export function forgetPattern(selection: PageSelection): string | undefined {
  if (selection.every) return EVERY_PAGE;
  const paths = selection.paths ?? [];
  const prefixes = selection.prefixes ?? [];
  const parts = [
    paths.length ? `^(?:${paths.map(literally).join("|")})$` : undefined,
    prefixes.length ? `^(?:${prefixes.map(literally).join("|")})` : undefined,
  ].filter(Boolean);
  return parts.length ? parts.join("|") : undefined;
}

/** The BAN's headers for these pages, or undefined when none are selected. */
export function forgetHeaders(selection: PageSelection): Record<string, string> | undefined {
  const pattern = forgetPattern(selection);
  if (!pattern) return undefined;
  if (selection.every) return { "X-Forget-Pattern": pattern, "X-Forget-Every": "1" };
  return {
    "X-Forget-Pattern": pattern,
    ...(selection.paths?.length && { "X-Forget-Paths": selection.paths.join(",") }),
    ...(selection.prefixes?.length && { "X-Forget-Prefixes": selection.prefixes.join(",") }),
  };
}

/**
 * A save's hooks run before its transaction is committed, so a cache may fetch a page in the
 * moment between and keep the old content: the BAN is sent again once the save is surely done.
 */
const AGAIN_AFTER_MS = 500;
const TIMEOUT_MS = 2000;

/** The cache's address without any password its URL may carry, for the log. */
const shown = (url: string) => new URL(url).origin;

async function ban(cache: string, headers: Record<string, string>) {
  try {
    const answer = await fetch(cache, {
      method: "BAN",
      headers,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!answer.ok)
      console.warn(`The HTTP cache at ${shown(cache)} refused to forget pages: ${answer.status}`);
  } catch (error) {
    console.warn(
      `The HTTP cache at ${shown(cache)} could not be told to forget pages: ${(error as Error).message}`,
    );
  }
}

/** Tells every configured HTTP cache to forget the pages selected (already in both editions). */
export function forgetInHttpCaches(selection: PageSelection) {
  const caches = serverEnv().CACHE_PURGE_URLS;
  const headers = forgetHeaders(selection);
  if (!caches.length || !headers) return;
  const banEverywhere = () => Promise.all(caches.map((cache) => ban(cache, headers)));
  void banEverywhere();
  setTimeout(() => void banEverywhere(), AGAIN_AFTER_MS).unref();
}
