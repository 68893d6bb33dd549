/** The page a homeowner's estimate link opens (its Spanish twin is /es/estimate). */
export const ESTIMATE_PATH = "/estimate";
/** The query parameter that carries the signed link. */
export const ESTIMATE_TOKEN = "t";
/** Where the signing form posts (app/api/estimate-signatures), and what its answer names. */
export const SIGN_ACTION = "/api/estimate-signatures";
export const SIGN_PROBLEM = "problem";
export const SIGN_SECTION_ID = "sign";
/** Where the decline, cancellation and question forms post (app/api/estimate-replies). */
export const REPLY_ACTION = "/api/estimate-replies";
/** What the reply form asks for (`decline`, `cancel` or `ask`), and what its answer names. */
export const REPLY_KIND = "do";
export const REPLY_DONE = "done";
export const REPLY_PROBLEM = "reply";
export const REPLY_SECTION_ID = "answer";
/** The signing form's field with the total the page showed, in cents. */
export const SEEN_TOTAL = "seen";
/** Where the page's "Download as PDF" link leads (app/api/estimate-pdf). */
export const PDF_ACTION = "/api/estimate-pdf";
