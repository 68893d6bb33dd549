/** Where a browser remembers that it already told the server its first page (api/first-visit). */
export const FIRST_VISIT_SENT = "first-visit-sent";
