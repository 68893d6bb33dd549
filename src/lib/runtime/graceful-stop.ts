import { subscribe } from "node:diagnostics_channel";
import type { Server } from "node:http";

/** How long a stop waits for deliveries and requests in flight before it exits anyway. */
export const STOP_GRACE_MS = 10_000;

const exitCodes = { SIGINT: 130, SIGTERM: 143 } as const;

/**
 * Stops the server the way a deploy or `Ctrl+C` expects and the outbox needs: stop accepting
 * connections, let requests in flight finish, let deliveries in flight finish and be marked
 * (`finishWork`), then exit, within STOP_GRACE_MS. Repeated signals (a shell and a process
 * manager often both send one) do not cut the stop short. Next.js leaves signals to us when
 * NEXT_MANUAL_SIG_HANDLE is set, which `npm start` does.
 */
export function stopGracefully(finishWork: (graceMs: number) => Promise<boolean>) {
  let server: Server | undefined;
  subscribe("http.server.request.start", (message) => {
    server ??= (message as { server: Server }).server;
  });
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.info(`${signal}: finishing deliveries and requests in flight, then stopping.`);
      const closed = new Promise<void>((resolve) => {
        if (!server?.listening) return resolve();
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      void (async () => {
        const finished = await finishWork(STOP_GRACE_MS);
        await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, STOP_GRACE_MS))]);
        console.info(
          finished
            ? "Stopped: every delivery in flight was finished and marked."
            : "Stopped before every delivery in flight finished: those are sent again after a restart, with the same Message-ID.",
        );
        process.exit(exitCodes[signal]);
      })();
    });
  }
}
