import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");
const nextBin = path.join(root, "node_modules/next/dist/bin/next");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * The site under test: the same build and standalone server as `npm run build` / `npm start`,
 * built into a folder of its own with the address it is served at baked into its pages.
 */
export const siteUnderTest = (siteUrl) => ({
  name: "site",
  cwd: root,
  distDir: ".next-bench",
  // Every view reports its speed: the report must cost the page nothing the bench can see.
  env: { SITE_URL: siteUrl, VITALS_SAMPLE_RATE: "1" },
  sources: [path.join(root, "src"), path.join(root, "public")],
  buildCommand: ["npm", "run", "build"],
  startArgs: [path.join(root, "scripts/start.mjs")],
});

/** Builds when there is no build yet or a source file changed since (SITE_URL is baked into pages). */
export function buildIfNeeded({ name, cwd, distDir, env, sources, buildCommand }) {
  const buildId = path.join(cwd, distDir, "BUILD_ID");
  const stale =
    !existsSync(buildId) || sources.some((dir) => newestMtime(dir) > statSync(buildId).mtimeMs);
  if (!stale && !process.env.BENCH_REBUILD) {
    console.log(`${name}: build is up to date`);
    return;
  }
  console.log(`${name}: building…`);
  const [command, ...args] = buildCommand ?? [process.execPath, nextBin, "build", cwd];
  const result = spawnSync(command, args, {
    cwd: root,
    env: { ...process.env, ...env, NEXT_DIST_DIR: distDir },
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error(`${name}: build failed`);
}

/** Starts `next start` and resolves once the server answers. */
async function answers(origin) {
  try {
    await fetch(origin, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

export async function startServer({ name, cwd, port, distDir, env, readyPath = "/", startArgs }) {
  if (await answers(`http://127.0.0.1:${port}/`))
    throw new Error(`${name}: port ${port} is already in use; stop that server first`);
  const args = startArgs ?? [nextBin, "start", cwd, "-p", String(port), "-H", "127.0.0.1"];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      NEXT_DIST_DIR: distDir,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
    },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group: stopping it stops the server processes it starts, too.
    detached: true,
  });
  let log = "";
  const exited = new Promise((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal)),
  );
  /** Signals the whole group and resolves with the exit code (or the signal that ended it). */
  const kill = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
    return exited;
  };
  /** A graceful stop, then a forced one if the server is still there after 15 s. */
  const stop = async () => {
    const forced = setTimeout(() => kill("SIGKILL"), 15_000);
    await kill("SIGTERM");
    clearTimeout(forced);
  };
  child.stdout.on("data", (chunk) => (log += chunk));
  child.stderr.on("data", (chunk) => (log += chunk));
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      const response = await fetch(origin + readyPath);
      if (response.ok) return { origin, stop, kill, log: () => log };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`${name} did not start:\n${log}`);
}
