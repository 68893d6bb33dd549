/**
 * Requests the site refuses before any page or action runs, each with the status that says why:
 * the framework would otherwise fail on them with a 500 (decisions.md: bad input gets a 4xx).
 */

/** Server actions take at most this much (Next.js's own limit is 1 MB). */
export const MAX_POST_BYTES = 1024 * 1024;
/** A photo straight off a phone, uploaded to the admin's media library. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
const UPLOAD_PATH = "/api/media";
/**
 * How much of a body the framework keeps for the proxy and the route (next.config.ts). Above the
 * largest upload, so a photo up to the limit arrives whole; the margin (well over one network
 * chunk) means a body cut off here is always longer than the limit, so the API can tell it apart
 * from one that fits and refuse it (cms/api/body-size.ts).
 */
export const PROXY_BODY_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024;

/** The most a request to this address may carry. */
export const bodyLimitFor = (pathname: string) =>
  pathname.startsWith(UPLOAD_PATH) ? MAX_UPLOAD_BYTES : MAX_POST_BYTES;

/** The admin's REST API (Payload's, under /api); each collection's access rules apply. */
const CONTENT_API_METHODS = ["GET", "HEAD", "POST", "PATCH", "PUT", "DELETE"];
const isContentApi = (pathname: string) =>
  pathname.startsWith("/api/") && !pathname.startsWith("/api/health");

/** Files and endpoints that only answer reads. */
const READ_ONLY_PREFIXES = [
  "/api/health",
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

const tooLarge: Refusal = {
  status: 413,
  message: "That request is too large. Please shorten it and try again.",
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
  if (method === "GET" || method === "HEAD") return null;

  const length = Number(headers.get("content-length") ?? 0);
  if (length > bodyLimitFor(pathname)) return tooLarge;
  // A body sent in chunks gives no length up front. The API counts it as it arrives; a page's
  // action would fail on one over its limit with a 500, and a browser always sends a form's
  // length, so a page refuses it here.
  const chunked = !headers.has("content-length") && headers.has("transfer-encoding");
  if (chunked && !isContentApi(pathname)) return tooLarge;
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
