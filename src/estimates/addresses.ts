/** The page a homeowner's estimate link opens (its Spanish twin is /es/estimate). */
export const ESTIMATE_PATH = "/estimate";
/** The query parameter that carries the signed link. */
export const ESTIMATE_TOKEN = "t";
/** Where the signing form posts (app/api/estimate-signatures), and what its answer names. */
export const SIGN_ACTION = "/api/estimate-signatures";
export const SIGN_PROBLEM = "problem";
export const SIGN_SECTION_ID = "sign";
/** The signing form's field with the total the page showed, in cents. */
export const SEEN_TOTAL = "seen";
