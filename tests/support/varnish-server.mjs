import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startDaemon } from "./daemon.mjs";
import { freeTcpPort } from "./ports.mjs";

/** Debian puts it among the system's programs, which a user's PATH may leave out. */
const varnishd = existsSync("/usr/sbin/varnishd") ? "/usr/sbin/varnishd" : "varnishd";

/** The repository's own configuration, as deployed (README, "A cache in front"). */
const configuration = path.resolve("deploy/varnish/default.vcl");

/**
 * A real Varnish (Debian's varnish, which .ci/run installs) on a loopback port, in front of
 * `backend`, with the repository's configuration: only the backend's address is changed, as a
 * deployment changes it. `port` may be chosen first, so the app can be told where to send its BANs.
 */
export async function startVarnish(backend, { port } = {}) {
  const listen = port ?? (await freeTcpPort());
  const { hostname, port: backendPort } = new URL(backend);
  const workDir = mkdtempSync(path.join(tmpdir(), "varnish-"));
  // Started as root, Varnish reads its configuration and works as its own unprivileged user.
  chmodSync(workDir, 0o755);
  const vcl = path.join(workDir, "default.vcl");
  const pointed = readFileSync(configuration, "utf8")
    .replace(/\.host = "[^"]*";/, `.host = "${hostname}";`)
    .replace(/\.port = "[^"]*";/, `.port = "${backendPort}";`);
  writeFileSync(vcl, pointed);
  const { stop } = await startDaemon(
    varnishd,
    [
      "-F",
      "-n",
      workDir,
      "-a",
      `127.0.0.1:${listen}`,
      "-T",
      "none",
      "-f",
      vcl,
      "-s",
      "malloc,128m",
    ],
    { port: listen, installHint: "apt install varnish", stopSignal: "SIGTERM" },
  ).catch((error) => {
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  });
  return {
    url: `http://127.0.0.1:${listen}`,
    port: listen,
    stop: async () => {
      await stop();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
