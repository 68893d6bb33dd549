/** Node.js only: the start-up work lives where Edge bundles never read it. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServer } = await import("@/start-up/server");
  await startServer();
}
