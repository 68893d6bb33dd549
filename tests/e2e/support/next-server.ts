import { spawn } from "node:child_process";
import { cpSync, existsSync, rmSync } from "node:fs";
import path from "node:path";
import { baseURL } from "../../../playwright.config";
import { freeTcpPort as freePort } from "../../support/ports.mjs";

export { freePort };

/**
 * Where a page view came from: "HIT" from the page store (answered by the proxy, `x-page-cache`,
 * or by the framework, `x-nextjs-cache`), "MISS" from a render.
 */
export const pageCacheState = (headers: Record<string, string>) =>
  headers["x-page-cache"] ?? headers["x-nextjs-cache"];

export type ExtraServer = {
  url: string;
  /** The lead store's folder, to start another server on the same data. */
  dataDir: string;
  databaseUrl: string;
  /** The server's process, to read its memory (/proc/<pid>/status). */
  pid: number;
  output: () => string;
  /** Sends a signal (SIGTERM by default) and waits for the exit; the data is kept if asked. */
  stop: (options?: { signal?: NodeJS.Signals; keepData?: boolean }) => Promise<number | null>;
};

/**
 * A fresh install's data folder (migrated and seeded, no accounts), made once per run by
 * tests/e2e/seeded-data.setup.ts. An extra server starts on a copy of it: seeding draws the
 * illustrations as photos, which took most of a start on a busy machine.
 */
export const seededDataDir = `data/e2e-seeded-${new URL(baseURL).port}`;

/**
 * A second server of the build under test (same NEXT_DIST_DIR, started as `npm start` starts
 * the main one) with its own environment and lead store, for behaviour fixed at start-up.
 */
export async function startExtraServer(
  env: Record<string, string | undefined>,
  /**
   * `readyPath`: the address that answers 200 once the server is up (the health check by default).
   * `dataDir`: an existing data folder to start on; without it a copy of the seeded one, or an
   * empty folder if there is none (a spec run on its own) or `fresh` is asked.
   */
  options: { dataDir?: string; readyPath?: string; fresh?: boolean } = {},
): Promise<ExtraServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? `data/e2e-extra-${port}`;
  if (!options.dataDir && !options.fresh && !env.DATABASE_URL && existsSync(seededDataDir))
    cpSync(seededDataDir, dataDir, { recursive: true });
  const databaseUrl = `file:${path.resolve(dataDir, "leads.db")}`;
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    // The origin the build under test was made for; npm start refuses any other.
    SITE_URL: baseURL,
    TRUST_PROXY_HOPS: "1",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl,
  };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[key];
    else childEnv[key] = value;
  }
  // What `npm start` runs, in its own process group; a signal reaches the server itself.
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let log = "";
  child.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  const url = `http://127.0.0.1:${port}`;
  const stop: ExtraServer["stop"] = async ({ signal = "SIGTERM", keepData = false } = {}) => {
    if (child.exitCode === null && child.signalCode === null && child.pid)
      process.kill(-child.pid, signal);
    const code = await exited;
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    return code;
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${url}${options.readyPath ?? "/api/health"}`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, dataDir, databaseUrl, pid: child.pid!, output: () => log, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The extra server did not start:\n${log}`);
}
