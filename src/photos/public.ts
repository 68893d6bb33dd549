import { isIllustrationFile, type Photo } from "@/photos/images";
import { MEDIA_WIDTHS } from "./collection";
import type { Media } from "@/lib/cms/payload-types";

/** Where the admin serves a stored file; a path, so it works whatever the site's address. */
export const mediaFilePath = (filename: string) =>
  `/api/media/file/${encodeURIComponent(filename)}`;

/** The width a browser that ignores `srcset` gets: sharp enough for a phone or half a laptop. */
const FALLBACK_WIDTH = 960;

/**
 * A photo from the admin as pages render it: each stored WebP width once in `srcSet` (a photo
 * narrower than a width gets a copy at its own width instead, never enlarged), the original's
 * shape, and the focal point as the position crops keep. Undefined when the upload has no file or
 * size, or was not populated (a deleted photo), so callers can leave it out.
 */
export function photoOf(media: number | Media | null | undefined): Photo | undefined {
  if (!media || typeof media === "number") return undefined;
  const { filename, width, height } = media;
  if (!filename || !width || !height) return undefined;
  const byWidth = new Map<number, string>();
  for (const name of MEDIA_WIDTHS) {
    const size = media.sizes?.[`w${name}`];
    if (size?.filename && size.width && !byWidth.has(size.width))
      byWidth.set(size.width, mediaFilePath(size.filename));
  }
  if (!byWidth.size) byWidth.set(width, mediaFilePath(filename));
  const sources = [...byWidth].map(([w, path]) => ({ path, width: w }));
  const fallback = sources.findLast((source) => source.width <= FALLBACK_WIDTH) ?? sources[0]!;
  return {
    src: fallback.path,
    srcSet: sources.map((source) => `${source.path} ${source.width}w`).join(", "),
    // A photo read in Spanish before its Spanish description is written has none: read as
    // decorative (skipped by screen readers) rather than in English on a Spanish page.
    alt: media.alt ?? "",
    width,
    height,
    position: `${media.focalX ?? 50}% ${media.focalY ?? 50}%`,
    illustration: isIllustrationFile(filename),
  };
}
