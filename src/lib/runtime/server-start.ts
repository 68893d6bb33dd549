import "server-only";
import { ConfigurationError, serverEnv, type ServerEnv } from "@/lib/env";
import { getDb } from "@/lib/db/client";
import { describeDbError } from "@/lib/db/errors";
import { refuseUnrepresentableMethods } from "@/lib/net/forbidden-methods";
import { stampClientAddresses } from "@/lib/net/client-address";
import { logNotFoundResponses } from "@/lib/observability/not-found-log";
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

/** What the site's concepts hand the runtime (src/start-up/server.ts). */
export type ServerParts = {
  /** Registrations between concepts, made before anything is served or delivered. */
  registerConcepts: () => void;
  /** The lead outbox: started once its tables exist, given a grace period at a graceful stop. */
  leadStore: { start: () => Promise<void>; shutDown: (graceMs: number) => Promise<boolean> };
  /** Migrates the admin and creates its first owner; retries by itself. */
  startAdmin: () => Promise<void>;
};

/** The site still serves pages (and the phone number) while the lead store is down. */
async function startLeadStore(start: ServerParts["leadStore"]["start"]) {
  try {
    await getDb();
    await start();
  } catch (error) {
    console.error(`Lead store unavailable, trying again in 30 s: ${describeDbError(error)}`);
    setTimeout(() => void startLeadStore(start), 30_000).unref();
  }
}

/**
 * Runs once when the Node.js server starts (src/start-up/server.ts): check the configuration,
 * stamp each request with its client address, refuse methods the framework cannot take, log
 * 404s, take over stopping, then migrate the lead store and start the delivery loop, then
 * migrate the admin and create its first owner (both retried while the database cannot be
 * reached).
 */
export async function startServerRuntime(parts: ServerParts) {
  const env = checkedEnv();
  stampClientAddresses(env.TRUST_PROXY_HOPS);
  refuseUnrepresentableMethods();
  logNotFoundResponses();
  parts.registerConcepts();
  if (env.NEXT_MANUAL_SIG_HANDLE) stopGracefully(parts.leadStore.shutDown);
  await startLeadStore(parts.leadStore.start);
  await parts.startAdmin();
}
