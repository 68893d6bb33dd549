/** The owner's page of sources and results, and its forms' and export's addresses. */
export const FUNNEL_ADMIN_PATH = "/admin/sources";
export const FUNNEL_SPEND_API = "/api/sources/spend";
export const FUNNEL_CSV_API = "/api/sources/funnel.csv";
