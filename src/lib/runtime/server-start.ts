import "server-only";
import { ConfigurationError, serverEnv, type ServerEnv } from "@/lib/env";
import { getDb } from "@/lib/db/client";
import { describeDbError } from "@/lib/db/errors";
import { shutDownOutbox, startOutboxLoop } from "@/leads/delivery/outbox";
import { refuseUnrepresentableMethods } from "@/lib/net/forbidden-methods";
import { stampClientAddresses } from "@/lib/net/client-address";
import { logNotFoundResponses } from "@/lib/observability/not-found-log";
import { indexFixedPages } from "@/start-up/fixed-pages";
import { stopGracefully } from "./graceful-stop";

/** A mistyped variable would silently turn a protection off: refuse to serve instead. */
function checkedEnv(): ServerEnv {
  try {
    return serverEnv();
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    console.error(`${error.message}\nFix the variable and start the server again.`);
    process.exit(1);
  }
}

/** The site still serves pages (and the phone number) while the lead store is down. */
async function startLeadStore() {
  try {
    await getDb();
    await startOutboxLoop();
  } catch (error) {
    console.error(`Lead store unavailable, trying again in 30 s: ${describeDbError(error)}`);
    setTimeout(() => void startLeadStore(), 30_000).unref();
  }
}

/**
 * Runs once when the Node.js server starts (from instrumentation.ts): check the configuration,
 * stamp each request with its client address, refuse methods the framework cannot take, log
 * 404s, take over stopping, then migrate the lead store and start the delivery loop, then
 * migrate the admin and create its first owner (both retried while the database cannot be
 * reached).
 */
export async function startServerRuntime() {
  const env = checkedEnv();
  stampClientAddresses(env.TRUST_PROXY_HOPS);
  refuseUnrepresentableMethods();
  logNotFoundResponses();
  indexFixedPages();
  if (env.NEXT_MANUAL_SIG_HANDLE) stopGracefully(shutDownOutbox);
  await startLeadStore();
  // Loaded only now: the admin's configuration reads the environment checked above.
  const { startAdmin } = await import("@/start-up/admin-start");
  await startAdmin();
}
