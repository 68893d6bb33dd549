/**
 * The server's front door, for what the proxy (src/proxy.ts) cannot refuse in time or at all:
 * - a body too large for its address, or sent in chunks where the site would read it whole. The
 *   framework reads every body to its end before it sends the proxy's answer, so a refusal there
 *   came only after a 24 MB upload had arrived (two copies of it kept). Here the 413 goes out
 *   at once and the rest is let through unkept, so a client that sends its whole body before
 *   it reads (most do) still gets the answer; past DRAIN_BYTES the connection is closed;
 * - a navigation whose router state header the framework cannot read (a 500 and a stack in the
 *   log otherwise), which the framework hides from the proxy.
 * It also sends a kept page compressed: the proxy answers a kept page with its bytes as kept
 * (src/lib/cache/kept-page-answer.ts), and the framework would compress them again on every view.
 */
import http from "node:http";
import { KEPT_PAGE_HEADER, preferredEncoding } from "../src/lib/cache/encoding.mjs";
import { compressed, documentTagged, encodedCopy } from "../src/lib/cache/page-store.mjs";
import { bodyRefusal } from "../src/lib/security/body-limits.mjs";
import { navigationRefusal } from "../src/lib/security/router-state.mjs";

/** How much of a refused body is let through (and dropped) before the connection is closed. */
const DRAIN_BYTES = 64 * 1024 * 1024;

/** The path of a request URL without its query, which may carry personal data. */
const pathOf = (url) => (url ?? "/").split(/[?#]/, 1)[0] || "/";

function guarded(listener) {
  return function frontDoor(request, response) {
    const pathname = pathOf(request.url);
    const header = (name) => request.headers[name];
    const refused =
      bodyRefusal(request.method ?? "GET", pathname, header) ?? navigationRefusal(header);
    if (!refused) {
      sendKeptPagesCompressed(request, response);
      return listener.call(this, request, response);
    }
    console.warn(`${refused.status} Refused: ${request.method} ${pathname} (${refused.message})`);
    response.writeHead(refused.status, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    });
    response.end(refused.message);
    let dropped = 0;
    request.on("data", (chunk) => {
      dropped += chunk.length;
      if (dropped > DRAIN_BYTES) request.socket.destroy();
    });
  };
}

/** A written chunk as bytes, without copying the page's own. */
const bytesOf = (chunk) =>
  typeof chunk === "string"
    ? Buffer.from(chunk)
    : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

/**
 * For a view by a visitor who accepts brotli or gzip: once the proxy's answer says it is a kept
 * page, the answer is marked with its encoding before its headers leave (so the framework's own
 * compression lets it pass), and its body, the kept page's bytes, is replaced by the copy of that
 * page compressed once (lib/cache/page-store.mjs). Every other answer passes untouched.
 */
function sendKeptPagesCompressed(request, response) {
  const encoding =
    request.method === "GET" && preferredEncoding(request.headers["accept-encoding"]);
  if (!encoding) return;
  const { setHeader, write, end } = response;
  let kept = false;
  const chunks = [];
  response.setHeader = function (name, value) {
    if (!kept && String(name).toLowerCase() === KEPT_PAGE_HEADER && !this.headersSent) {
      kept = true;
      setHeader.call(this, "Content-Encoding", encoding);
    }
    return setHeader.call(this, name, value);
  };
  response.write = function (chunk, ...rest) {
    if (!kept) return write.call(this, chunk, ...rest);
    chunks.push(bytesOf(chunk));
    rest.find((arg) => typeof arg === "function")?.();
    return true;
  };
  response.end = function (chunk, ...rest) {
    if (!kept) return end.call(this, chunk, ...rest);
    if (chunk && typeof chunk !== "function") chunks.push(bytesOf(chunk));
    const done = [chunk, ...rest].find((arg) => typeof arg === "function");
    const page = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
    const document = documentTagged(String(this.getHeader("etag")));
    // The copy made once for this page; a page forgotten meanwhile is compressed as it was sent.
    const copy =
      document && document.html.equals(page)
        ? encodedCopy(document, encoding)
        : compressed(page, encoding);
    // The headers left with the first write: the copy goes out as one chunk.
    copy.then(
      (body) => end.call(this, body, done),
      () => this.destroy(),
    );
    return this;
  };
}

/** Every server the framework creates in this process gets the front door. */
export function installFrontDoor() {
  const createServer = http.createServer;
  http.createServer = function (...args) {
    const at = args.findIndex((arg) => typeof arg === "function");
    if (at >= 0) args[at] = guarded(args[at]);
    return createServer.apply(this, args);
  };
}
