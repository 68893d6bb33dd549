#!/usr/bin/env node
/**
 * After `next build`:
 * 1. Record the SITE_URL the pages were built with, so `npm start` can refuse another one.
 * 2. Complete the standalone server folder with what `next build` leaves out of it: public/
 *    and static assets.
 */
import { cpSync, existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BUILT_SITE_URL_FILE, siteUrlFrom } from "./site-url.mjs";

const root = path.resolve(import.meta.dirname, "..");
const distDir = path.join(root, process.env.NEXT_DIST_DIR ?? ".next");
writeFileSync(
  path.join(distDir, BUILT_SITE_URL_FILE),
  JSON.stringify({ siteUrl: siteUrlFrom(process.env) }),
);

const standalone = path.join(distDir, "standalone");
if (existsSync(standalone)) {
  const standaloneDist = path.join(standalone, path.relative(root, distDir));
  cpSync(path.join(root, "public"), path.join(standalone, "public"), { recursive: true });
  cpSync(path.join(distDir, "static"), path.join(standaloneDist, "static"), { recursive: true });
  console.log(`postbuild: standalone server ready in ${path.relative(root, standalone)}`);
}
