import { readFileSync } from "node:fs";
import path from "node:path";
import { serverEnv } from "@/lib/env";

let manifest: Record<string, string[]> | null | undefined;

function loadManifest() {
  if (manifest === undefined) {
    try {
      const file = path.join(
        process.cwd(),
        serverEnv().NEXT_DIST_DIR ?? ".next",
        "csp-hashes.json",
      );
      manifest = JSON.parse(readFileSync(/*turbopackIgnore: true*/ file, "utf8")) as Record<
        string,
        string[]
      >;
    } catch {
      manifest = null;
    }
  }
  return manifest;
}

/** Inline-script hashes of a prerendered page (written by scripts/postbuild.mjs), or undefined. */
export function scriptHashesFor(pathname: string): string[] | undefined {
  const route = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return loadManifest()?.[route];
}

/** Inline-script hashes of the prerendered 404 page, served for any path no page claims. */
export const notFoundScriptHashes = (): string[] => loadManifest()?.["/_not-found"] ?? [];
