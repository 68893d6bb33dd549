#!/usr/bin/env node
/**
 * After `next build`:
 * 1. Record the SITE_URL the pages were built with, so `npm start` can refuse another one.
 * 2. Complete the standalone server folder with what `next build` leaves out of it: public/
 *    and static assets.
 * 3. Refuse a server folder that carries this machine's data (databases, uploads), tests or
 *    benchmark: a file path the build could not resolve makes it copy whole folders, and a
 *    deployed copy of a developer's database would hold other people's leads.
 */
import { cpSync, existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { foldersNeverDeployed } from "./never-deployed.mjs";
import { BUILT_SITE_URL_FILE, siteUrlFrom } from "./site-url.mjs";

const root = path.resolve(import.meta.dirname, "..");
const distDir = path.join(root, process.env.NEXT_DIST_DIR ?? ".next");
writeFileSync(
  path.join(distDir, BUILT_SITE_URL_FILE),
  JSON.stringify({ siteUrl: siteUrlFrom(process.env) }),
);

const standalone = path.join(distDir, "standalone");
const ownBuild = path.relative(root, distDir);
if (existsSync(standalone)) {
  const carried = foldersNeverDeployed(standalone, ownBuild);
  if (carried.length > 0) {
    console.error(
      `postbuild: the server folder carries ${carried.map((f) => `${f}/`).join(", ")}: find the ` +
        'file path the build warned it could not resolve ("Dynamic filesystem access").',
    );
    process.exit(1);
  }
  const standaloneDist = path.join(standalone, ownBuild);
  cpSync(path.join(root, "public"), path.join(standalone, "public"), { recursive: true });
  cpSync(path.join(distDir, "static"), path.join(standaloneDist, "static"), { recursive: true });
  console.log(`postbuild: standalone server ready in ${path.relative(root, standalone)}`);
}
