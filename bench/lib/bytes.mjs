import { gzipSync } from "node:zlib";

const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;

/**
 * Client JavaScript and HTML of a page, gzipped, as a modern browser downloads them: every
 * <script src> of the page except `nomodule` polyfills, which such a browser never fetches. Also
 * the HTML's own length, which the server writes (and a phone parses) on every view.
 */
export async function pageBytes(origin, path) {
  const html = Buffer.from(await (await fetch(origin + path)).arrayBuffer());
  const tags = [...html.toString("utf8").matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)];
  const sources = [...new Set(tags.filter((m) => !/\bnomodule\b/i.test(m[0])).map((m) => m[1]))];
  let js = 0;
  for (const src of sources)
    js += gz(Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer()));
  return { jsGzip: js, htmlGzip: gz(html), html: html.length, scripts: sources.length };
}
