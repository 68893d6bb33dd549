import "server-only";
import type { Payload } from "payload";
import { PHOTO_TYPES, carriesMetadata, stripPhotoMetadata } from "./strip-metadata";
import { photoFiles, type StoredFiles } from "@/lib/storage/stored-files";

type StoredPhoto = {
  id: number;
  filename?: string | null;
  filesize?: number | null;
  width?: number | null;
  height?: number | null;
};

/** Rewrites one original if it still carries metadata; says whether it did. */
async function cleanOne(
  payload: Payload,
  files: StoredFiles,
  photo: StoredPhoto,
): Promise<boolean> {
  if (!photo.filename) return false;
  const bytes = await files.read(photo.filename);
  if (!bytes) throw new Error("the file is missing");
  if (!(await carriesMetadata(bytes))) return false;
  const clean = await stripPhotoMetadata(bytes);
  await files.replace(photo.filename, clean.data, PHOTO_TYPES[clean.format]);
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
 * Once, for photos uploaded before every upload was cleaned: each stored original (in the media
 * folder or the bucket) that still carries EXIF, XMP or IPTC is rewritten without it (the WebP
 * copies never carried any and keep their names). A clean file is only read, so this runs at every start. Returns
 * how many it cleaned, and logs that in one line with any file it could not read.
 */
export async function cleanStoredPhotos(payload: Payload): Promise<number> {
  const files = photoFiles();
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
      if (await cleanOne(payload, files, photo)) cleaned += 1;
    } catch (error) {
      failed.push(`${photo.filename} (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  const problems = failed.length ? `; could not clean ${failed.join(", ")}` : "";
  console.info(`Photos cleaned of location and camera data: ${cleaned}${problems}.`);
  return cleaned;
}
