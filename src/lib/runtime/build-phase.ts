import { serverEnv } from "@/lib/env";

/**
 * True while `next build` renders the pages. Nothing is read from a database then: the build
 * machine's is not the server's, and the page cache (lib/cache/page-cache-handler.mjs) never
 * serves the build's copies, so each page is made from the server's own on its first view.
 */
export const isBuilding = (): boolean => serverEnv().NEXT_PHASE === "phase-production-build";
