/**
 * A job photo's sizes: the original is made no larger than a laptop screen shows it, and two WebP
 * copies are made, one for the thumbnails of an update and one for the photo opened on its own.
 */
export const JOB_PHOTO_LONGEST_EDGE = 2048;

export const JOB_PHOTO_SIZES = [
  { name: "small", width: 480 },
  { name: "large", width: 1280 },
] as const;

export type JobPhotoSize = (typeof JOB_PHOTO_SIZES)[number]["name"];

export const isJobPhotoSize = (value: unknown): value is JobPhotoSize =>
  JOB_PHOTO_SIZES.some((size) => size.name === value);
