/**
 * Runs once when the server starts: log 404s, say whether the owner's inbox works, migrate the
 * lead store and start the delivery loop.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logNotFoundResponses } = await import("@/lib/observability/not-found-log");
  logNotFoundResponses();
  const { adminStartupMessage } = await import("@/lib/auth/config");
  const admin = adminStartupMessage();
  console[admin.level](admin.text);
  const { getDb } = await import("@/lib/db/client");
  const { startOutboxLoop } = await import("@/lib/leads/outbox");
  await getDb();
  await startOutboxLoop();
}
