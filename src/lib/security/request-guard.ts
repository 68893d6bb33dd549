/**
 * Requests the site refuses before any page or action runs, each with the status that says why:
 * the framework would otherwise fail on them with a 500 (decisions.md: bad input gets a 4xx).
 */

import { decodable } from "@/lib/routing/page-index";
import { bodyRefusal } from "./body-limits.mjs";

export {
  bodyLimitFor,
  MAX_POST_BYTES,
  MAX_UPLOAD_BYTES,
  PROXY_BODY_BYTES,
} from "./body-limits.mjs";

/** The admin's REST API (Payload's, under /api); each collection's access rules apply. */
const CONTENT_API_METHODS = ["GET", "HEAD", "POST", "PATCH", "PUT", "DELETE"];
const isContentApi = (pathname: string) =>
  pathname.startsWith("/api/") && !pathname.startsWith("/api/health");

/** Files and endpoints that only answer reads. */
const READ_ONLY_PREFIXES = [
  "/api/health",
  "/api/portal-documents",
  "/api/portal-photos",
  "/images/",
  "/og/",
  "/_next/",
  "/favicon.ico",
  "/icon.svg",
  "/manifest.webmanifest",
  "/robots.txt",
  "/sitemap.xml",
  "/rss.xml",
];

/** The heading of the page a refused request gets; `message` says why. */
export const REFUSAL_TITLE = "Request refused";

export type Refusal = { status: 400 | 403 | 405 | 413; message: string; allow?: string };

type RequestFacts = {
  method: string;
  pathname: string;
  headers: Pick<Headers, "get" | "has">;
};

function sameOrigin(headers: RequestFacts["headers"]): boolean {
  const origin = headers.get("origin");
  if (!origin || origin === "null") return origin === null;
  const host = headers.get("x-forwarded-host") ?? headers.get("host");
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** An address with a %-escape that does not decode names nothing. */
const unreadableAddress: Refusal = {
  status: 400,
  message: "That address has a broken %-escape, so it names nothing.",
};

/** A form whose body does not parse as the form its type names (a wrong or cut boundary). */
export const brokenForm: Refusal = {
  status: 400,
  message: "That form arrived incomplete or garbled. Please send it again.",
};

/** A post that is not what the site's forms and actions send. */
export const badActionCall: Refusal = {
  status: 400,
  message: "That request is not a form this site sent.",
};

const allowedMethods = (pathname: string) => {
  if (isContentApi(pathname)) return CONTENT_API_METHODS;
  const readOnly = READ_ONLY_PREFIXES.some((prefix) => pathname.startsWith(prefix));
  return readOnly ? ["GET", "HEAD"] : ["GET", "HEAD", "POST"];
};

export function refusal({ method, pathname, headers }: RequestFacts): Refusal | null {
  const allowed = allowedMethods(pathname);
  if (!allowed.includes(method))
    return {
      status: 405,
      message: "This address does not accept that method.",
      allow: allowed.join(", "),
    };
  // A page view of such an address gets the 404 page (proxy.ts); an endpoint would fail on it.
  if (pathname.startsWith("/api/") && !decodable(pathname)) return unreadableAddress;
  if (method === "GET" || method === "HEAD") return null;

  // Also refused at the server's front door (scripts/front-door.mjs), before a byte is read.
  const oversized = bodyRefusal(method, pathname, (name) => headers.get(name));
  if (oversized) return oversized;
  if (!sameOrigin(headers))
    return { status: 403, message: "Forms on this site can only be sent from this site." };
  // The API reads JSON or form data by itself and answers a malformed body with its own 400.
  if (isContentApi(pathname)) return null;
  const type = headers.get("content-type") ?? "";
  const isForm =
    type.startsWith("multipart/form-data") || type.startsWith("application/x-www-form-urlencoded");
  // A form with no fields (e.g. "Log out") calls its action with a JSON list instead.
  const isActionCall = headers.has("next-action") && type.startsWith("text/plain");
  // The estimate form always sends its fields, so it is never called any other way.
  if (!isForm && (pathname === "/contact" || !isActionCall)) return badActionCall;
  return null;
}

/** An action call's text body must be what the framework sends: a JSON list of arguments. */
export function isActionArgumentList(body: string): boolean {
  try {
    return Array.isArray(JSON.parse(body));
  } catch {
    return false;
  }
}
