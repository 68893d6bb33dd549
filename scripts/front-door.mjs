/**
 * The server's front door, for what the proxy (src/proxy.ts) cannot refuse in time or at all:
 * - a body too large for its address, or sent in chunks where the site would read it whole. The
 *   framework reads every body to its end before it sends the proxy's answer, so a refusal there
 *   came only after a 24 MB upload had arrived (two copies of it kept). Here the 413 goes out
 *   at once and the rest is let through unkept, so a client that sends its whole body before
 *   it reads (most do) still gets the answer; past DRAIN_BYTES the connection is closed;
 * - a navigation whose router state header the framework cannot read (a 500 and a stack in the
 *   log otherwise), which the framework hides from the proxy.
 */
import http from "node:http";
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
    if (!refused) return listener.call(this, request, response);
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

/** Every server the framework creates in this process gets the front door. */
export function installFrontDoor() {
  const createServer = http.createServer;
  http.createServer = function (...args) {
    const at = args.findIndex((arg) => typeof arg === "function");
    if (at >= 0) args[at] = guarded(args[at]);
    return createServer.apply(this, args);
  };
}
