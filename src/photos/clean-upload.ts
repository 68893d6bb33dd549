import "server-only";
import { readFile, writeFile } from "node:fs/promises";
import { APIError, Forbidden, type CollectionBeforeOperationHook } from "payload";
import { PHOTO_TYPES, stripPhotoMetadata, UnreadablePhotoError } from "./strip-metadata";
import { cleanUploadName } from "./upload-name";

/**
 * Before Payload stores an upload (a new photo, or a file replaced on an existing one), its
 * bytes become the photo without location or camera data, no larger than `longestEdge` when one
 * is given, and its name loses hidden characters. This is the one hook that runs before Payload
 * writes the original (generateFileData saves `req.file` as it is unless the collection sets
 * resize or format options); later hooks see a file already queued for the disk.
 */
export const cleanUploadedPhotos =
  (options: { longestEdge?: number } = {}): CollectionBeforeOperationHook =>
  async ({ args, operation, overrideAccess, req }) => {
    const file = req.file;
    if ((operation !== "create" && operation !== "update") || !file) return args;
    // This hook runs before the access check: an anonymous upload is refused here, before a
    // large photo costs a decode, with the answer that check would give.
    if (!overrideAccess && !req.user) throw new Forbidden(req.t);
    // A server set to `useTempFiles` hands over a path and an empty buffer.
    const bytes = file.tempFilePath ? await readFile(file.tempFilePath) : file.data;
    let clean;
    try {
      clean = await stripPhotoMetadata(bytes, options);
    } catch (error) {
      if (!(error instanceof UnreadablePhotoError)) throw error;
      throw new APIError(
        `${error.message} Upload a JPEG, PNG, WebP or AVIF photo.`,
        400,
        null,
        true,
      );
    }
    if (file.tempFilePath) await writeFile(file.tempFilePath, clean.data);
    req.file = {
      ...file,
      name: cleanUploadName(file.name),
      mimetype: PHOTO_TYPES[clean.format],
      data: file.tempFilePath ? file.data : clean.data,
      size: clean.data.length,
    };
    return args;
  };

/** The public photos' cleaning: kept at the size they were taken, for the largest screens. */
export const cleanUploadedPhoto = cleanUploadedPhotos();
