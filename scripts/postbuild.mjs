#!/usr/bin/env node
/**
 * After `next build`:
 * 1. Hash every inline script of every prerendered page into <distDir>/csp-hashes.json, so the
 *    proxy can send a Content-Security-Policy that allows exactly those scripts (static pages
 *    cannot carry a per-request nonce).
 * 2. Record the SITE_URL the pages were built with, so `npm start` can refuse another one.
 * 3. Complete the standalone server folder with what `next build` leaves out of it: public/,
 *    static assets, the database migrations and the hash manifest.
 */
import { createHash } from "node:crypto";
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BUILT_SITE_URL_FILE, siteUrlFrom } from "./site-url.mjs";

const root = path.resolve(import.meta.dirname, "..");
const distDir = path.join(root, process.env.NEXT_DIST_DIR ?? ".next");
const appDir = path.join(distDir, "server", "app");

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

const routeOf = (file) => {
  const relative = path
    .relative(appDir, file)
    .replace(/\\/g, "/")
    .replace(/\.html$/, "");
  return relative === "index" ? "/" : `/${relative}`;
};

const hashes = {};
for (const file of htmlFiles(appDir)) {
  const route = routeOf(file);
  // Internal pages are skipped, except the 404 page: every unknown path is served its HTML.
  if (route.startsWith("/_") && route !== "/_not-found") continue;
  const html = readFileSync(file, "utf8");
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , body]) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  hashes[route] = [...new Set(inline)];
}
writeFileSync(path.join(distDir, "csp-hashes.json"), JSON.stringify(hashes));
console.log(`postbuild: script hashes for ${Object.keys(hashes).length} prerendered pages`);

writeFileSync(
  path.join(distDir, BUILT_SITE_URL_FILE),
  JSON.stringify({ siteUrl: siteUrlFrom(process.env) }),
);

const standalone = path.join(distDir, "standalone");
if (existsSync(standalone)) {
  const standaloneDist = path.join(standalone, path.relative(root, distDir));
  cpSync(path.join(root, "public"), path.join(standalone, "public"), { recursive: true });
  cpSync(path.join(distDir, "static"), path.join(standaloneDist, "static"), { recursive: true });
  cpSync(path.join(root, "drizzle"), path.join(standalone, "drizzle"), { recursive: true });
  cpSync(path.join(distDir, "csp-hashes.json"), path.join(standaloneDist, "csp-hashes.json"));
  console.log(`postbuild: standalone server ready in ${path.relative(root, standalone)}`);
}
