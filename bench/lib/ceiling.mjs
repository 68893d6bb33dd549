import { createServer } from "node:http";
import { gzipSync } from "node:zlib";

/** Every script and script preload: what a zero-JavaScript copy of a page leaves out. */
const SCRIPT_TAGS = [
  /<script\b[^>]*>[\s\S]*?<\/script>/gi,
  /<link\b[^>]*\brel="(?:modulepreload|preload)"[^>]*\bas="script"[^>]*\/?>/gi,
  /<link\b[^>]*\bas="script"[^>]*\brel="(?:modulepreload|preload)"[^>]*\/?>/gi,
  /<link\b[^>]*\brel="modulepreload"[^>]*\/?>/gi,
];

const accepts = (request, encoding) =>
  new RegExp(`\\b${encoding}\\b`).test(String(request.headers["accept-encoding"] ?? ""));

/** The page's server HTML without any script: its content and styles as the first paint has them. */
export function withoutScripts(html) {
  return SCRIPT_TAGS.reduce((text, pattern) => text.replace(pattern, ""), html);
}

/**
 * The ceiling for a page's speed: its own server HTML with every script removed, served as a
 * static file (gzipped, as the site serves it), beside the same styles, fonts and images, which
 * are passed through from the site. Measured in the same run as the page itself.
 */
export async function startCeilingServer({ siteOrigin, port, paths }) {
  const copies = new Map();
  for (const routePath of paths) {
    const html = await (await fetch(siteOrigin + routePath)).text();
    const stripped = Buffer.from(withoutScripts(html));
    copies.set(routePath, { raw: stripped, gzip: gzipSync(stripped) });
  }
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://ceiling");
    const copy = copies.get(url.pathname);
    if (copy) {
      const gzip = accepts(request, "gzip");
      response.writeHead(200, {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
        ...(gzip ? { "Content-Encoding": "gzip" } : {}),
      });
      response.end(gzip ? copy.gzip : copy.raw);
      return;
    }
    try {
      const upstream = await fetch(siteOrigin + url.pathname + url.search);
      const headers = {};
      for (const name of ["content-type", "cache-control"]) {
        const value = upstream.headers.get(name);
        if (value) headers[name] = value;
      }
      const body = Buffer.from(await upstream.arrayBuffer());
      // Text goes out gzipped, as the site sends it; photos and fonts are compressed already.
      const text = /^(text\/|application\/(javascript|json)|image\/svg)/.test(
        headers["content-type"] ?? "",
      );
      if (text && accepts(request, "gzip")) {
        response.writeHead(upstream.status, { ...headers, "Content-Encoding": "gzip" });
        response.end(gzipSync(body));
        return;
      }
      response.writeHead(upstream.status, headers);
      response.end(body);
    } catch {
      response.writeHead(502).end();
    }
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    htmlGzip: (routePath) => copies.get(routePath)?.gzip.length ?? 0,
    // The browser keeps its connections open: close them too, or the stop waits on them forever.
    stop: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}
