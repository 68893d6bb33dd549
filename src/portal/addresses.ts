/** The homeowner's project page (its Spanish twin is /es/portal). */
export const PORTAL_PATH = "/portal";
/** The page a sign-in link opens: one button, which alone spends the link. */
export const SIGN_IN_PATH = "/portal/sign-in";
/** The query parameter that carries a sign-in link's token. */
export const LINK_TOKEN = "t";
/** Where the "send me a link" form posts (app/api/portal-links). */
export const LINK_ACTION = "/api/portal-links";
/** Where the sign-in button and the sign-out buttons post (app/api/portal-sessions). */
export const SESSION_ACTION = "/api/portal-sessions";
/** Where the daily e-mail's switch posts (app/api/portal-settings), with `digest` on or off. */
export const SETTINGS_ACTION = "/api/portal-settings";
/** What the session form does: `in`, `out` (this device), `everywhere` or `device` (one other). */
export const SESSION_DO = "do";
/** The portal page's query: what the last form did or why it did not. */
export const PORTAL_NOTICE = "n";
/** The cookie that keeps a homeowner signed in on one device. */
export const PORTAL_COOKIE = "portal_session";
/** Where a job's documents are fetched, for its homeowner's session only (app/api/portal-documents). */
export const DOCUMENT_ACTION = "/api/portal-documents";
/** Where a job's photos are fetched, by `photo` id and `size`, for its homeowner's session only. */
export const PHOTO_ACTION = "/api/portal-photos";

/** A photo's address on the portal, at one of its sizes (or the original, without one). */
export const photoAddress = (photoId: number, size?: string) =>
  `${PHOTO_ACTION}?photo=${photoId}${size ? `&size=${size}` : ""}`;
