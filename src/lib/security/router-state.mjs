import { parseAndValidateFlightRouterState } from "next/dist/server/app-render/parse-and-validate-flight-router-state.js";

/** The header a client-side navigation sends with the page state it holds. */
const ROUTER_STATE_HEADER = "next-router-state-tree";

/**
 * Whether a navigation's router state header, if any, is one the framework can read. It throws
 * on anything else while rendering, which answers 500 and logs a stack. The framework's own
 * reader decides, so the two never disagree.
 */
export function isReadableRouterState(header) {
  if (header == null) return true;
  try {
    parseAndValidateFlightRouterState(header);
    return true;
  } catch {
    return false;
  }
}

/**
 * A navigation request whose router state header the framework cannot read. Refused at the
 * server's front door (scripts/front-door.mjs): the framework hides these headers from the proxy.
 */
export function navigationRefusal(header) {
  const value = header(ROUTER_STATE_HEADER);
  if (Array.isArray(value) || !isReadableRouterState(value ?? null))
    return {
      status: 400,
      message: "That navigation request is malformed. Please reload the page.",
    };
  return null;
}
