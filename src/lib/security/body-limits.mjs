/**
 * How much a request to each address may carry, and the refusal of one that carries more or will
 * not say how much. Plain JavaScript: the server's front door (scripts/front-door.mjs) reads it
 * before the framework does, as well as the proxy (request-guard.ts).
 */

/** Server actions take at most this much (Next.js's own limit is 1 MB). */
export const MAX_POST_BYTES = 1024 * 1024;
/** A photo straight off a phone, uploaded to the media library or a job's photos. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
/** The addresses a phone's photos are uploaded to (and their `/<id>` re-uploads). */
const UPLOAD_PATHS = [
  "/api/media",
  "/api/job-photos",
  "/api/portal-messages",
  "/api/portal-warranty-claims",
];
/**
 * How much of a body the framework keeps for the proxy and the route (next.config.ts). Above the
 * largest upload, so a photo up to the limit arrives whole; the margin (well over one network
 * chunk) means a body cut off here is always longer than the limit, so the API can tell it apart
 * from one that fits and refuse it (cms/api/body-size.ts).
 */
export const PROXY_BODY_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024;

/** The most a request to this address may carry. */
export const bodyLimitFor = (pathname) =>
  UPLOAD_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`))
    ? MAX_UPLOAD_BYTES
    : MAX_POST_BYTES;

/** The site's own endpoints under /api (src/app/api), which read a body whole. */
const OWN_ENDPOINTS = [
  "/api/bookings",
  "/api/estimate-pdf",
  "/api/estimate-replies",
  "/api/estimate-signatures",
  "/api/first-visit",
  "/api/form-start",
  "/api/portal-change-orders",
  "/api/portal-documents",
  "/api/portal-links",
  "/api/portal-messages",
  "/api/portal-photos",
  "/api/portal-settings",
  "/api/portal-sessions",
  "/api/portal-warranty-claims",
  "/api/review-opt-out",
  "/api/vitals",
];

/**
 * Whether the admin engine's REST API answers the address: it counts a body sent in chunks as it
 * arrives (cms/api/body-size.ts). Everything else under /api is the site's own.
 */
export const isEngineApi = (pathname) =>
  pathname.startsWith("/api/") &&
  !pathname.startsWith("/api/health") &&
  !OWN_ENDPOINTS.some((own) => pathname === own || pathname.startsWith(`${own}/`));

export const tooLarge = {
  status: 413,
  message: "That request is too large. Please shorten it and try again.",
};

export const unmeasured = {
  status: 413,
  message:
    "That request does not say its length (Content-Length), so it may be too large. Send it with its length, at most 1 MB.",
};

/**
 * A body over its address's limit, or one sent in chunks (no length up front) to a page's action
 * or the site's own endpoints, which would read it whole before they could tell its size; a
 * browser always sends a form's or a beacon's length. `header` reads one request header.
 */
export function bodyRefusal(method, pathname, header) {
  if (method === "GET" || method === "HEAD") return null;
  const length = Number(header("content-length") ?? 0);
  if (length > bodyLimitFor(pathname)) return tooLarge;
  const chunked = header("content-length") == null && header("transfer-encoding") != null;
  return chunked && !isEngineApi(pathname) ? unmeasured : null;
}
