import "server-only";
import sharp, { type Metadata, type Sharp } from "sharp";

/** The photo formats the admin takes, by the name sharp reports, with the type browsers get. */
export const PHOTO_TYPES = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
} as const;

export type PhotoFormat = keyof typeof PHOTO_TYPES;

/** A photo sharp cannot read, or one in a format the admin does not take. */
export class UnreadablePhotoError extends Error {}

export type CleanPhoto = { data: Buffer; format: PhotoFormat; width: number; height: number };

/** sharp names AVIF "heif" (its container); an HEIC from an iPhone is HEIF too, but not AV1. */
function formatOf(metadata: Metadata): PhotoFormat | undefined {
  if (metadata.format === "heif") return metadata.compression === "av1" ? "avif" : undefined;
  return metadata.format && metadata.format in PHOTO_TYPES
    ? (metadata.format as PhotoFormat)
    : undefined;
}

/**
 * Each format at a quality a visitor cannot tell from the upload: the original is what the
 * largest screens and downloads get; the WebP copies are the ones kept small.
 */
function encode(image: Sharp, format: PhotoFormat): Sharp {
  switch (format) {
    case "jpeg":
      return image.jpeg({ quality: 90 });
    case "png":
      return image.png();
    case "webp":
      return image.webp({ quality: 90 });
    case "avif":
      return image.avif({ quality: 70 });
  }
}

/**
 * Whether a stored photo still carries what a phone writes into it: EXIF (GPS position, camera
 * maker and model, maker notes, the time taken), XMP or IPTC.
 */
export async function carriesMetadata(photo: Buffer): Promise<boolean> {
  const { exif, xmp, iptc } = await sharp(photo).metadata();
  return Boolean(exif ?? xmp ?? iptc);
}

/**
 * The photo re-encoded in its own format with nothing but pixels: a phone's photo names where
 * the homeowner lives (EXIF GPS) and the public files are served as uploaded. Orientation is
 * applied to the pixels first, since the EXIF tag that told viewers to turn it goes too.
 * Colours are converted to sRGB and no ICC profile is kept: browsers show untagged images as
 * sRGB, the WebP copies the pages use are sRGB and untagged too, so the original and its copies
 * look alike, and a profile's text can name the camera or the editing software. With a longest
 * edge, a larger photo is also made that size (a phone's 12 megapixels are more than any screen
 * the site's pages show them on).
 */
export async function stripPhotoMetadata(
  photo: Buffer,
  { longestEdge }: { longestEdge?: number } = {},
): Promise<CleanPhoto> {
  let metadata: Metadata;
  try {
    metadata = await sharp(photo).metadata();
  } catch (error) {
    throw new UnreadablePhotoError("The file is not a photo that can be read.", { cause: error });
  }
  const format = formatOf(metadata);
  if (!format) throw new UnreadablePhotoError(`Photos in ${metadata.format} format are not taken.`);
  try {
    // Every frame of an animated WebP, as Payload itself reads it; a still photo has one.
    let turned = sharp(photo, { animated: true }).rotate();
    if (longestEdge)
      turned = turned.resize({
        width: longestEdge,
        height: longestEdge,
        fit: "inside",
        withoutEnlargement: true,
      });
    const image = encode(turned, format);
    const { data, info } = await image.toBuffer({ resolveWithObject: true });
    return { data, format, width: info.width, height: info.pageHeight ?? info.height };
  } catch (error) {
    throw new UnreadablePhotoError("The photo could not be read to the end.", { cause: error });
  }
}
