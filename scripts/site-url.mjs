/**
 * The public origin the pages are built for: SITE_URL as src/lib/seo/site-url.ts reads it
 * (trimmed, no trailing slash, http://localhost:3000 when unset). A test keeps the two readings
 * equal.
 */
export function siteUrlFrom(env) {
  const value = env.SITE_URL?.trim();
  return (value ? value : "http://localhost:3000").replace(/\/+$/, "");
}

/** Where `npm run build` records the SITE_URL it built with, inside the build folder. */
export const BUILT_SITE_URL_FILE = "site-url.json";

const isLoopback = (hostname) =>
  hostname === "localhost" || hostname === "[::1]" || /^127\./.test(hostname);

/**
 * Why SITE_URL cannot reach this server, or null. The admin honours its sign-in only at SITE_URL:
 * started on another port, or bound to another interface, every save there is refused. Only a
 * SITE_URL on this machine can be judged; a public one is reached through a reverse proxy.
 */
export function siteUrlReachProblem({ siteUrl, port, host }) {
  const site = new URL(siteUrl);
  if (!isLoopback(site.hostname)) return null;
  const sitePort = site.port || (site.protocol === "https:" ? "443" : "80");
  const listensEverywhere = !host || host === "0.0.0.0" || host === "::";
  const reachable = sitePort === String(port) && (listensEverywhere || isLoopback(host));
  if (reachable) return null;
  const here = `http://${listensEverywhere ? "localhost" : host}:${port}`;
  return [
    `SITE_URL is ${siteUrl}, but this server listens at ${here}.`,
    "Pages link to SITE_URL, and the admin signs people in only there: saves made at this address are refused.",
    `Start with PORT=${sitePort}${listensEverywhere || isLoopback(host) ? "" : " and HOST=127.0.0.1"}, or build and start with SITE_URL=${here}.`,
  ].join("\n");
}
