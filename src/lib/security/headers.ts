import { contentSecurityPolicy, scriptHash } from "./content-security-policy.mjs";

/**
 * Security headers in one place: next.config applies the base set to every response (pages,
 * assets, API) and the base policy to every response but the cached pages; the proxy gives a
 * page rendered per request a policy with a nonce made for it, and the page cache gives each
 * page it keeps the policy that allows exactly its inline scripts, by hash.
 */
export { contentSecurityPolicy, scriptHash };

/** For responses that are not HTML pages: nothing may run inline. */
export const baseContentSecurityPolicy = contentSecurityPolicy({
  scriptSources: ["'self'"],
  https: false,
});

/** Every response but a cached page's, which carries its own (lib/cache/page-cache-handler.mjs). */
export const basePolicyHeader = {
  key: "Content-Security-Policy",
  value: baseContentSecurityPolicy,
} as const;

export const baseSecurityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  {
    key: "Permissions-Policy",
    value:
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=()",
  },
] as const;

export const hstsHeader = {
  key: "Strict-Transport-Security",
  value: "max-age=63072000; includeSubDomains",
} as const;
