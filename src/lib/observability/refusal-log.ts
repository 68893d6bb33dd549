import { loggablePath } from "./not-found-log";

/**
 * One line for a request the site refused before anything ran (a malformed or oversized body, an
 * unreadable address or header): no stack, since nothing failed. A 404 is logged once already,
 * by its address (not-found-log.ts).
 */
export function logRefusal(status: number, method: string, url: string, reason: string) {
  if (status === 404) return;
  console.warn(`${status} Refused: ${method} ${loggablePath(url)} (${reason})`);
}
