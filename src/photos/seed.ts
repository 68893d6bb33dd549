import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Payload } from "payload";
import sharp from "sharp";
import { getImage, illustrationFileName, imageIds } from "@/photos/images";

export { illustrationFileName };

/** The photos in the admin that are still a seeded illustration, not one of the owner's. */
export async function illustrationPhotoIds(payload: Payload): Promise<Set<number>> {
  const { docs } = await payload.find({
    collection: "media",
    where: { filename: { in: imageIds.map(illustrationFileName) } },
    pagination: false,
    depth: 0,
    select: { filename: true },
  });
  return new Set(docs.map((doc) => doc.id));
}

/**
 * The site's illustrations as photos in the admin, so seeded projects have pictures the owner
 * can keep, swap or delete like their own. Each is drawn once as WebP at its own canvas size (an
 * SVG upload could carry script, so the admin accepts none; a larger drawing would only make a
 * fresh install's first start slower for a picture meant to be replaced) and found again by its
 * file name on later starts.
 */
export async function illustrationPhotos(payload: Payload, ids: readonly string[]) {
  const found = new Map<string, number>();
  for (const id of new Set(ids)) {
    const filename = illustrationFileName(id);
    const { docs } = await payload.find({
      collection: "media",
      where: { filename: { equals: filename } },
      limit: 1,
      depth: 0,
    });
    const existing = docs[0];
    if (existing) {
      found.set(id, existing.id);
      continue;
    }
    const image = getImage(id);
    const svg = await readFile(path.join(process.cwd(), "public", image.src));
    const data = await sharp(svg).webp({ quality: 80 }).toBuffer();
    const created = await payload.create({
      collection: "media",
      data: { alt: image.alt },
      file: { data, mimetype: "image/webp", name: filename, size: data.length },
    });
    found.set(id, created.id);
  }
  return found;
}
