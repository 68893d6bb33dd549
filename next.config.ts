import { withPayload } from "@payloadcms/next/withPayload";
import path from "node:path";
import type { NextConfig } from "next";
import { siteUrlFrom } from "./scripts/site-url.mjs";
import { NEVER_DEPLOYED } from "./scripts/never-deployed.mjs";
import { canonicalHostRedirect } from "./src/lib/security/canonical-host";
import { basePolicyHeader, baseSecurityHeaders, hstsHeader } from "./src/lib/security/headers";
import { notCachedPageSource } from "./src/site/cached-pages";
import { PROXY_BODY_BYTES } from "./src/lib/security/body-limits.mjs";

/** Where this build goes: the benchmark builds beside a test run (see distDir below). */
const distDir = process.env.NEXT_DIST_DIR ?? ".next";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // One self-contained server folder to deploy (see README, "Deploying").
  output: "standalone",
  // The server folder carries code, never this machine's data (databases, uploads), tests or
  // benchmark: a path the tracer cannot resolve at build time must not copy them in. Only the
  // deployed build is traced with these: in another folder (the benchmark's .next-bench) they cost
  // the server 237 of its 443 chunks and it did not start. The check after every build
  // (scripts/postbuild.mjs) still refuses a server folder that carries any of them.
  outputFileTracingExcludes: {
    "*": distDir === ".next" ? NEVER_DEPLOYED.map((folder) => `${folder}/**`) : [],
  },
  // The PDF library loads its standard fonts' metrics by package-internal imports at run time;
  // left unbundled, the standalone build traces and copies its files whole.
  serverExternalPackages: ["pdfkit"],
  // Lets two builds of the same tree (e.g. a benchmark beside a test run) keep separate outputs.
  distDir,
  // Public pages are rendered once and kept until a save in the admin forgets them, each with the
  // policy that allows its own inline scripts (lib/cache/page-cache-handler.mjs). The
  // framework's own memory cache stays off: the handler is the one copy.
  cacheHandler: path.join(process.cwd(), "src/lib/cache/page-cache-handler.mjs"),
  cacheMaxMemorySize: 0,
  // The proxy sees each request as sent, with the navigation data's `RSC` header and `_rsc`
  // parameter: it answers a kept page's document itself, and must never answer its data with it.
  skipProxyUrlNormalize: true,
  // A kept page's ETag is made once, when it is kept; the framework's would hash it on every view.
  generateEtags: false,
  // The framework's own stylesheet inlining stays off: it put the stylesheet in every page twice
  // (its <style>, and the page data), 84 of the home page's 235 KB. A kept page gets it written in
  // once by the page cache instead (lib/cache/inline-stylesheet.mjs).
  // The 404 for unknown addresses is its own entry (app/global-not-found.tsx), not a boundary
  // every page's payload carries with the document.
  // `npm test` checks the types first (tsc --noEmit); a second check here cost CI a minute.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    globalNotFound: true,
    // A clean CI checkout never reads the build cache back: writing it cost half a minute.
    turbopackFileSystemCacheForBuild: !process.env.CI,
    // The framework keeps 10 MB of a body for the proxy and cuts off the rest, so a 16.8 MB phone
    // photo reached the admin cut off and failed with a 500. It keeps a little more than the
    // largest upload; a longer body is refused with a 413 (lib/security/request-guard.ts).
    proxyClientMaxBodySize: PROXY_BODY_BYTES,
  },
  async redirects() {
    return [canonicalHostRedirect(siteUrlFrom(process.env))];
  },
  async headers() {
    return [
      { source: "/:path*", headers: [...baseSecurityHeaders] },
      // A cached page brings its own policy; a second one would be enforced beside it.
      { source: notCachedPageSource, headers: [basePolicyHeader] },
      // HSTS only when the reverse proxy says the visitor came over HTTPS.
      {
        source: "/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
        headers: [hstsHeader],
      },
      // The admin stays out of search engines on every response, 404s and redirects included.
      { source: "/admin/:path*", headers: [{ key: "X-Robots-Tag", value: "noindex, nofollow" }] },
    ];
  },
};

// The admin's build settings (server packages left unbundled), without the client-hint headers
// it adds to every response: Critical-CH would make a browser fetch each public page twice.
const withAdmin: NextConfig = { ...withPayload(nextConfig), headers: nextConfig.headers };

export default withAdmin;
