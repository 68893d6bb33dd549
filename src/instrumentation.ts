/** Runs once when the server starts: migrate the lead store and start the delivery loop. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getDb } = await import("@/lib/db/client");
  const { startOutboxLoop } = await import("@/lib/leads/outbox");
  await getDb();
  await startOutboxLoop();
}
