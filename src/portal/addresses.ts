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

/** Where a homeowner's message posts (app/api/portal-messages), as a form with its photos. */
export const MESSAGE_ACTION = "/api/portal-messages";
/** The portal page's query after a message: `sent`, or why it was not (a MessageProblem). */
export const MESSAGE_RESULT = "m";
/** The job the message form was for, and what it was about (`update-12`, `photo-5`, `estimate`). */
export const MESSAGE_JOB = "job";
export const MESSAGE_ABOUT = "about";
/** What was typed, given back with a refusal so nothing is lost (its first characters). */
export const MESSAGE_TEXT = "text";
export const MESSAGE_TEXT_KEPT = 1500;

/** What a message is about, as the form and its links name it. */
export type AboutValue = `update-${number}` | `photo-${number}` | "estimate";

/** The subject a form's `about` names, or none for the project in general or anything else. */
export function aboutChoice(value: string | null | undefined): {
  update?: number;
  photo?: number;
  estimate?: boolean;
} {
  if (value === "estimate") return { estimate: true };
  const match = /^(update|photo)-([1-9][0-9]{0,15})$/.exec(value ?? "");
  if (!match) return {};
  const id = Number(match[2]);
  if (!Number.isSafeInteger(id)) return {};
  return match[1] === "update" ? { update: id } : { photo: id };
}

/** The portal's address with the message form of a job open on a subject. */
export const askAddress = (path: string, jobId: number, about: AboutValue) =>
  `${path}?${MESSAGE_JOB}=${jobId}&${MESSAGE_ABOUT}=${about}#job-${jobId}-write`;

/** Where a change order's sign and decline forms post (app/api/portal-change-orders). */
export const CHANGE_ORDER_ACTION = "/api/portal-change-orders";
/** The portal page's query after a change order's form: `signed`, `declined` or a refusal. */
export const CHANGE_RESULT = "co";
/** The change order the form was for. */
export const CHANGE_ID = "change";
/** A change order's place on the project page. */
export const changeOrderAnchor = (changeOrderId: number) => `change-order-${changeOrderId}`;

/** Where a warranty claim's form posts (app/api/portal-warranty-claims), with its photos. */
export const CLAIM_ACTION = "/api/portal-warranty-claims";
/** The portal page's query after a claim: `sent`, or why it was not (a ClaimProblem). */
export const CLAIM_RESULT = "claim";
/** What was typed, given back with a refusal so nothing is lost. */
export const CLAIM_TEXT = "said";
/** A job's warranty on the project page. */
export const warrantyAnchor = (jobId: number) => `job-${jobId}-warranty`;
