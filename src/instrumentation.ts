/**
 * Runs once when the server starts: check the configuration, stamp each request with its client
 * address, log 404s, take over stopping, say whether the owner's inbox works, then migrate the
 * lead store and start the delivery loop (retried while the database cannot be reached).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { ConfigurationError, serverEnv } = await import("@/config/env");
  let env;
  try {
    env = serverEnv();
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    // A mistyped variable would silently turn a protection off: refuse to serve instead.
    console.error(`${error.message}\nFix the variable and start the server again.`);
    process.exit(1);
  }
  const { stampClientAddresses } = await import("@/lib/net/client-address");
  stampClientAddresses(env.TRUST_PROXY_HOPS);
  const { refuseUnrepresentableMethods } = await import("@/lib/net/forbidden-methods");
  refuseUnrepresentableMethods();
  const { logNotFoundResponses } = await import("@/lib/observability/not-found-log");
  logNotFoundResponses();
  const { shutDownOutbox, startOutboxLoop } = await import("@/lib/leads/outbox");
  if (env.NEXT_MANUAL_SIG_HANDLE) {
    const { stopGracefully } = await import("@/lib/runtime/graceful-stop");
    stopGracefully(shutDownOutbox);
  }
  const { adminStartupMessage } = await import("@/lib/auth/config");
  const admin = adminStartupMessage();
  console[admin.level](admin.text);
  const { getDb } = await import("@/lib/db/client");
  const { describeDbError } = await import("@/lib/db/errors");
  const startLeadStore = async () => {
    try {
      await getDb();
      await startOutboxLoop();
    } catch (error) {
      // The site still serves pages (and the phone number) while the lead store is down.
      console.error(`Lead store unavailable, trying again in 30 s: ${describeDbError(error)}`);
      setTimeout(() => void startLeadStore(), 30_000).unref();
    }
  };
  await startLeadStore();
}
