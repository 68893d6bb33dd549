/** The page a homeowner's estimate link opens (its Spanish twin is /es/estimate). */
export const ESTIMATE_PATH = "/estimate";
/** The query parameter that carries the signed link. */
export const ESTIMATE_TOKEN = "t";
