#!/usr/bin/env node
/**
 * `npm start`: runs, in this process, the standalone production server that `npm run build`
 * assembled.
 * Refuses to start when SITE_URL differs from the one the pages were built with: prerendered pages
 * carry the build's origin in canonical links, the sitemap and structured data, while pages
 * rendered per request would carry the new one, and the site would name two hosts.
 * Defaults: PORT 3000, and the lead store at ./data/leads.db in this project (the standalone
 * server runs from inside the build folder, which every build replaces, so the database must
 * never default to a path in there).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { installFrontDoor } from "./front-door.mjs";
import { BUILT_SITE_URL_FILE, siteUrlFrom, siteUrlReachProblem } from "./site-url.mjs";

const root = path.resolve(import.meta.dirname, "..");
const distDir = process.env.NEXT_DIST_DIR ?? ".next";
const server = path.resolve(root, distDir, "standalone", "server.js");

if (!existsSync(server)) {
  console.error(
    `No production build found at ${path.relative(root, server)}. Run "npm run build" first.`,
  );
  process.exit(1);
}

const builtFile = path.resolve(root, distDir, BUILT_SITE_URL_FILE);
const built = existsSync(builtFile) ? JSON.parse(readFileSync(builtFile, "utf8")).siteUrl : null;
const wanted = siteUrlFrom(process.env);
if (built && built !== wanted) {
  console.error(
    [
      `SITE_URL is ${wanted}, but this build's pages were made for ${built}.`,
      "Canonical links, the sitemap and structured data would name two different hosts.",
      `Either start with SITE_URL=${built}, or rebuild for the new address: SITE_URL=${wanted} npm run build`,
    ].join("\n"),
  );
  process.exit(1);
}

const reachProblem = siteUrlReachProblem({
  siteUrl: wanted,
  port: process.env.PORT ?? "3000",
  host: process.env.HOST,
});
if (reachProblem) console.warn(`Warning: ${reachProblem}`);

Object.assign(process.env, {
  NODE_ENV: "production",
  PORT: process.env.PORT ?? "3000",
  // Not HOSTNAME: shells set that to the machine name, which would bind the wrong interface.
  HOSTNAME: process.env.HOST ?? "0.0.0.0",
  DATABASE_URL: process.env.DATABASE_URL?.trim() || `file:${path.join(root, "data", "leads.db")}`,
  // The server stops itself gracefully (src/lib/runtime/graceful-stop.ts): deliveries in flight
  // finish and are marked before it exits.
  NEXT_MANUAL_SIG_HANDLE: "true",
});
installFrontDoor();
// The server runs in this process, so a signal sent to the process `npm start` created reaches it.
await import(pathToFileURL(server).href);
