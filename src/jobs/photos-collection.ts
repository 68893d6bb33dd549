import type { CollectionConfig } from "payload";
import { serverEnv } from "@/lib/env";
import { signedInOnly } from "@/lib/cms/roles";
import { lengthBetween } from "@/lib/cms/validation";
import { MAX_UPLOAD_BYTES } from "@/lib/security/request-guard";
import { privatePhotosDir } from "@/lib/storage/media-dir";
import { cleanUploadedPhotos, PHOTO_TYPES } from "@/photos/server";
import { JOB_PHOTO_LONGEST_EDGE, JOB_PHOTO_SIZES } from "./photo-sizes";

const uploadLimitMb = Math.round(MAX_UPLOAD_BYTES / (1024 * 1024));

/**
 * Photos of a job, taken on site for its homeowner: never public media. They are written beside
 * the private documents (or under the bucket's private keys), the admin serves them to signed-in
 * staff only, and the portal to the job's homeowner only (portal/file-endpoints.ts). Each is made
 * phone-size and loses its location and camera data on upload. The job is set by the server from
 * the daily update the photo is posted with, so a bulk upload asks for nothing but the files.
 */
export const JobPhotos: CollectionConfig = {
  slug: "job-photos",
  labels: { singular: "Job photo", plural: "Job photos" },
  defaultSort: "-createdAt",
  admin: {
    useAsTitle: "filename",
    defaultColumns: ["filename", "job", "caption", "createdAt"],
    group: "Jobs",
    description: `Photos from job sites, up to ${uploadLimitMb} MB each (JPEG, PNG, WebP or AVIF). Only the job's homeowner and staff can see them. Location and camera data is removed on upload.`,
    pagination: { defaultLimit: 25 },
  },
  access: {
    read: signedInOnly,
    create: signedInOnly,
    update: signedInOnly,
    delete: signedInOnly,
  },
  hooks: { beforeOperation: [cleanUploadedPhotos({ longestEdge: JOB_PHOTO_LONGEST_EDGE })] },
  upload: {
    staticDir: privatePhotosDir(serverEnv()),
    mimeTypes: Object.values(PHOTO_TYPES),
    pasteURL: false,
    imageSizes: JOB_PHOTO_SIZES.map(({ name, width }) => ({
      name,
      width,
      withoutEnlargement: true,
      formatOptions: { format: "webp", options: { quality: 75 } },
    })),
    adminThumbnail: JOB_PHOTO_SIZES[0].name,
    // Never kept by a browser's or a shared cache: it is one family's house.
    modifyResponseHeaders: ({ headers }) => {
      headers.set("Cache-Control", "private, no-store");
      return headers;
    },
  },
  fields: [
    {
      name: "caption",
      type: "text",
      label: "What the photo shows (optional)",
      validate: (value: unknown) =>
        !value || lengthBetween({ min: 3, max: 160 }, "The caption")(value),
      admin: {
        description:
          'Shown under the photo and read aloud to people who cannot see it, e.g. "Shower walls tiled, grout next".',
      },
    },
    {
      name: "job",
      type: "relationship",
      relationTo: "jobs",
      label: "Job",
      index: true,
      // Set from the update, message or claim the photo is posted with.
      access: { create: () => false, update: () => false },
      // Shown once it is set: a new photo's form asks only for what the one uploading can give.
      admin: { position: "sidebar", readOnly: true, condition: (data) => Boolean(data?.job) },
    },
  ],
};
