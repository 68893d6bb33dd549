import { readFileSync } from "node:fs";
import path from "node:path";
import { timingSafeEqual } from "node:crypto";

/** The cookie Next.js sets while draft mode (the admin's preview) is on. */
export const DRAFT_MODE_COOKIE = "__prerender_bypass";

let buildPreviewId: string | null | undefined;

/**
 * The value the framework gives the draft mode cookie: a secret of this build, kept in its
 * prerender manifest. The proxy is not handed it, so it reads it there once.
 */
function previewModeId(): string | null {
  if (buildPreviewId !== undefined) return buildPreviewId;
  try {
    const distDir = path.join(
      /* turbopackIgnore: true */ process.cwd(),
      process.env.NEXT_DIST_DIR ?? ".next",
    );
    const manifest = JSON.parse(
      readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8"),
    ) as { preview?: { previewModeId?: unknown } };
    const id = manifest.preview?.previewModeId;
    buildPreviewId = typeof id === "string" && id ? id : null;
  } catch {
    buildPreviewId = null;
  }
  return buildPreviewId;
}

/**
 * Whether a draft mode cookie is the one the preview route set for a signed-in person. Anyone
 * can send a cookie by that name: a forged one must not turn off the page cache's headers or the
 * 404 lookup. In development, where there is no manifest, any such cookie counts.
 */
export function isGenuineDraftCookie(value: string | undefined, dev: boolean): boolean {
  if (!value) return false;
  const expected = previewModeId();
  if (!expected) return dev;
  const given = Buffer.from(value);
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
