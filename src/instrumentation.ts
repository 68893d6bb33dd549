/** Node.js only: the start-up work lives where Edge bundles never read it. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServerRuntime } = await import("@/lib/runtime/server-start");
  await startServerRuntime();
}
