import { spawn } from "node:child_process";
import { freeTcpPort, untilListening } from "./ports.mjs";

/**
 * A real Redis (Debian's redis-server, which .ci/run installs) on a free loopback port, keeping
 * nothing on disk.
 */
export async function startRedis() {
  const port = await freeTcpPort();
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let log = "";
  child.stdout.on("data", (chunk) => (log += chunk));
  child.stderr.on("data", (chunk) => (log += chunk));
  const failed = new Promise((_, reject) =>
    child.once("error", (error) =>
      reject(
        new Error(`redis-server could not start (apt install redis-server): ${error.message}`),
      ),
    ),
  );
  await Promise.race([untilListening(port, 15_000, () => child.exitCode !== null), failed]).catch(
    (error) => {
      throw new Error(`${error.message}\n${log}`);
    },
  );
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}
