import { startDaemon } from "./daemon.mjs";
import { freeTcpPort } from "./ports.mjs";

/**
 * A real Redis (Debian's redis-server, which .ci/run installs) on a free loopback port, keeping
 * nothing on disk.
 */
export async function startRedis() {
  const port = await freeTcpPort();
  const { stop } = await startDaemon(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { port, installHint: "apt install redis-server", timeoutMs: 15_000 },
  );
  return { url: `redis://127.0.0.1:${port}`, port, stop };
}
