import "server-only";
import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Payload } from "payload";
import { carriesMetadata, stripPhotoMetadata } from "./strip-metadata";

type StoredPhoto = {
  id: number;
  filename?: string | null;
  filesize?: number | null;
  width?: number | null;
  height?: number | null;
};

/** Replaces the file in one step, so a visitor never gets half a photo and a crash leaves the old one. */
async function replaceFile(file: string, data: Buffer) {
  const temporary = `${file}.${process.pid}.cleaning`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

/** Rewrites one original if it still carries metadata; says whether it did. */
async function cleanOne(payload: Payload, folder: string, photo: StoredPhoto): Promise<boolean> {
  if (!photo.filename) return false;
  const file = path.join(folder, path.basename(photo.filename));
  const bytes = await readFile(file);
  if (!(await carriesMetadata(bytes))) return false;
  const clean = await stripPhotoMetadata(bytes);
  await replaceFile(file, clean.data);
  // Turned pixels swap a sideways photo's width and height, which were stored unturned.
  const stored = { filesize: clean.data.length, width: clean.width, height: clean.height };
  if (
    stored.filesize !== photo.filesize ||
    stored.width !== photo.width ||
    stored.height !== photo.height
  ) {
    // Straight to the database: an update through the API would take the file as a new upload.
    await payload.db.updateOne({
      collection: "media",
      id: photo.id,
      data: stored,
      returning: false,
    });
  }
  return true;
}

/**
 * Once, for photos uploaded before every upload was cleaned: each original in the media folder
 * that still carries EXIF, XMP or IPTC is rewritten without it (the WebP copies never carried
 * any and keep their names). A clean file is only read, so this runs at every start. Returns
 * how many it cleaned, and logs that in one line with any file it could not read.
 */
export async function cleanStoredPhotos(payload: Payload): Promise<number> {
  const folder = payload.collections.media.config.upload.staticDir;
  if (!folder) return 0;
  const { docs } = await payload.find({
    collection: "media",
    pagination: false,
    depth: 0,
    select: { filename: true, filesize: true, width: true, height: true },
  });
  let cleaned = 0;
  const failed: string[] = [];
  // One at a time: a phone photo decodes to tens of megabytes, and pages are served meanwhile.
  for (const photo of docs) {
    try {
      if (await cleanOne(payload, folder, photo)) cleaned += 1;
    } catch (error) {
      failed.push(`${photo.filename} (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  const problems = failed.length ? `; could not clean ${failed.join(", ")}` : "";
  console.info(`Photos cleaned of location and camera data: ${cleaned}${problems}.`);
  return cleaned;
}
