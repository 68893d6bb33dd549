/** The site's public address, read at build time; canonicals, feeds and JSON-LD start with it. */
export const siteUrl = (process.env.SITE_URL?.trim() || "http://localhost:3000").replace(
  /\/+$/,
  "",
);
