import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";

/** Methods the framework cannot even represent (the Fetch API refuses them) and so fails on. */
const UNREPRESENTABLE = new Set(["TRACE", "TRACK", "CONNECT"]);

/**
 * Hands such a request on as OPTIONS, a method the site does not serve either, so it meets the
 * same 405 refusal as any other odd method (lib/security/request-guard.ts) instead of a 500.
 */
export function refuseUnrepresentableMethods() {
  subscribe("http.server.request.start", (message) => {
    const { request } = message as { request: IncomingMessage };
    if (request.method && UNREPRESENTABLE.has(request.method)) request.method = "OPTIONS";
  });
}
