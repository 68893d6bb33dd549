import { readFileSync } from "node:fs";
import path from "node:path";

let manifest: Record<string, string[]> | null | undefined;

/** Inline-script hashes of a prerendered page (written by scripts/postbuild.mjs), or undefined. */
export function scriptHashesFor(pathname: string): string[] | undefined {
  if (manifest === undefined) {
    try {
      const file = path.join(
        process.cwd(),
        process.env.NEXT_DIST_DIR ?? ".next",
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
  const route = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return manifest?.[route];
}
