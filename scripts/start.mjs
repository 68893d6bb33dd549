#!/usr/bin/env node
/**
 * `npm start`: runs the standalone production server that `npm run build` assembled.
 * Defaults: PORT 3000, and the lead store at ./data/leads.db in this project (the standalone
 * server runs from inside the build folder, which every build replaces, so the database must
 * never default to a path in there).
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const distDir = process.env.NEXT_DIST_DIR ?? ".next";
const server = path.join(root, distDir, "standalone", "server.js");

if (!existsSync(server)) {
  console.error(
    `No production build found at ${path.relative(root, server)}. Run "npm run build" first.`,
  );
  process.exit(1);
}

const env = {
  ...process.env,
  NODE_ENV: "production",
  PORT: process.env.PORT ?? "3000",
  // Not HOSTNAME: shells set that to the machine name, which would bind the wrong interface.
  HOSTNAME: process.env.HOST ?? "0.0.0.0",
  DATABASE_URL: process.env.DATABASE_URL?.trim() || `file:${path.join(root, "data", "leads.db")}`,
};
const child = spawn(process.execPath, [server], { env, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
