import "server-only";
import { shutDownOutbox, startOutboxLoop } from "@/lib/outbox/loop";
import { silenceProblem } from "@/leads/delivery/owner-reach";
import { startServerRuntime } from "@/lib/runtime/server-start";
import { registerConcepts } from "./concepts";
import { indexFixedPages } from "./fixed-pages";
import { shareWithOtherInstances } from "./shared-state";

/** The server's start with this site's concepts handed to the platform's runtime. */
export function startServer() {
  return startServerRuntime({
    registerConcepts: () => {
      registerConcepts();
      indexFixedPages();
      shareWithOtherInstances();
    },
    leadStore: {
      start: async () => {
        // Said at every start, so whoever reads the log sees it before the first lead is lost.
        const silence = await silenceProblem();
        if (silence) console.warn(silence);
        await startOutboxLoop();
      },
      shutDown: shutDownOutbox,
    },
    // Loaded only when called: the admin's configuration reads the environment checked first.
    startAdmin: async () => (await import("./admin-start")).startAdmin(),
  });
}
