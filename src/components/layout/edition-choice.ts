/** Where a browser's "no" to the other edition's offer is remembered. */
export const DISMISSED = "edition-suggestion-dismissed";
