/**
 * The public origin the pages are built for: SITE_URL as src/config/business.ts reads it (trimmed,
 * no trailing slash, http://localhost:3000 when unset). A test keeps the two readings equal.
 */
export function siteUrlFrom(env) {
  const value = env.SITE_URL?.trim();
  return (value ? value : "http://localhost:3000").replace(/\/+$/, "");
}

/** Where `npm run build` records the SITE_URL it built with, inside the build folder. */
export const BUILT_SITE_URL_FILE = "site-url.json";
