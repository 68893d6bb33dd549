import { contentSecurityPolicy } from "./content-security-policy.mjs";

/**
 * Security headers in one place: next.config applies the base set to every response (pages,
 * assets, API), and the proxy replaces the CSP of HTML pages with one that allows exactly their
 * inline scripts (by hash on prerendered pages, by nonce on pages rendered per request).
 */
export { contentSecurityPolicy };

/** For responses that are not HTML pages: nothing may run inline. */
export const baseContentSecurityPolicy = contentSecurityPolicy({
  scriptSources: ["'self'"],
  https: false,
});

export const baseSecurityHeaders = [
  { key: "Content-Security-Policy", value: baseContentSecurityPolicy },
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
