import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { baseURL } from "../../../playwright.config";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export type ExtraServer = { url: string; output: () => string; stop: () => Promise<void> };

/**
 * A second server of the build under test (same NEXT_DIST_DIR, started by `npm start` like the
 * main one) with its own environment and lead store, for behaviour fixed at start-up.
 */
export async function startExtraServer(
  env: Record<string, string | undefined>,
): Promise<ExtraServer> {
  const port = await freePort();
  const dataDir = `data/e2e-extra-${port}`;
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    // The origin the build under test was made for; npm start refuses any other.
    SITE_URL: baseURL,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: `file:${path.resolve(dataDir, "leads.db")}`,
  };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[key];
    else childEnv[key] = value;
  }
  // Its own process group, so stopping it also stops the server npm starts.
  const child = spawn("npm", ["start", "--silent"], {
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let log = "";
  child.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, "SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, output: () => log, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The extra server did not start:\n${log}`);
}
