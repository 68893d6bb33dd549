import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";

type ResponseFinish = { request: IncomingMessage; response: ServerResponse };

/** The path of a request URL without its query, which may carry personal data. */
export function loggablePath(url: string | undefined): string {
  const path = (url ?? "/").split(/[?#]/, 1)[0] || "/";
  return path.length > 300 ? `${path.slice(0, 300)}…` : path;
}

/**
 * Logs every 404 on the server (never in the visitor's console), whichever part of the server
 * answered it: the prerendered not-found page, an unknown slug or a missing file. Node reports
 * each finished response on this diagnostics channel, so no route has to render per request.
 */
export function logNotFoundResponses() {
  subscribe("http.server.response.finish", (message) => {
    const { request, response } = message as ResponseFinish;
    if (response.statusCode === 404) console.warn(`404 Not Found: ${loggablePath(request.url)}`);
  });
}
