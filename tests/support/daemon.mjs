import { spawn } from "node:child_process";
import path from "node:path";
import { untilListening } from "./ports.mjs";

/**
 * A server program the tests run on a loopback port (Redis, sqld, Varnish): started, its output
 * kept for the error that says why it did not come up, and stopped by `stop()`.
 */
export async function startDaemon(
  command,
  args,
  { port, installHint, env = process.env, stopSignal = "SIGKILL", timeoutMs = 30_000 },
) {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env });
  let log = "";
  child.stdout.on("data", (chunk) => (log += chunk));
  child.stderr.on("data", (chunk) => (log += chunk));
  const name = path.basename(command);
  const failed = new Promise((_, reject) =>
    child.once("error", (error) =>
      reject(new Error(`${name} could not start (${installHint}): ${error.message}`)),
    ),
  );
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    // A program that never started has no process to stop (and may never report an exit).
    if (child.pid === undefined) return;
    if (child.exitCode === null && child.signalCode === null) child.kill(stopSignal);
    await exited;
  };
  try {
    await Promise.race([untilListening(port, timeoutMs, () => child.exitCode !== null), failed]);
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n${log}`);
  }
  return { stop };
}
