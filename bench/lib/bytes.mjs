import { gzipSync } from "node:zlib";

const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;

/**
 * Client JavaScript and HTML of a page, gzipped: every script the browser fetched for it in the
 * Lighthouse runs (`scripts`, absolute URLs), whether the HTML names it, a loader adds it after the
 * first paint or the page imports it later. Also the HTML's own length, which the server writes
 * (and a phone parses) on every view.
 */
export async function pageBytes(origin, path, scripts) {
  const html = Buffer.from(await (await fetch(origin + path)).arrayBuffer());
  const sources = [...new Set(scripts)];
  let js = 0;
  for (const src of sources)
    js += gz(Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer()));
  return { jsGzip: js, htmlGzip: gz(html), html: html.length, scripts: sources.length };
}
