import type { Redirect } from "next/dist/lib/load-custom-routes";

/** Monitors ask the server itself, under whatever name reaches it. */
const ANY_HOST = "api/health";

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The admin signs people in at one origin, SITE_URL's: its sign-in cookie is honoured only for
 * requests from there. A visitor who reaches the site under another host name (www. or not, the
 * server's address) is sent there, path and query kept, so the owner never edits at an address
 * where saves fail. Another port of the same host is a second server of its own (npm start says
 * when its PORT does not match SITE_URL; an admin save there says where to go instead).
 */
export function canonicalHostRedirect(siteUrl: string): Redirect {
  const site = new URL(siteUrl);
  // This machine's own names are never sent away: the framework's internal rewrites (the proxy's
  // 404) come back under "localhost", and a reverse proxy that does not pass the visitor's Host
  // asks for 127.0.0.1, which a redirect would only send round in a loop.
  const hosts = [...new Set([site.hostname, ...LOOPBACK_NAMES])];
  return {
    source: `/:path((?!${ANY_HOST}$).*)`,
    missing: [{ type: "host", value: `(?:${hosts.map(escaped).join("|")})` }],
    destination: `${site.origin}/:path`,
    permanent: true,
  };
}
