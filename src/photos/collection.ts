import type { CollectionConfig } from "payload";
import { serverEnv } from "@/lib/env";
import { forgetContent } from "@/lib/cms/content-cache";
import { everyPage } from "@/lib/cache/page-store.mjs";
import { signedInOnly } from "@/lib/cms/roles";
import { lengthBetween } from "@/lib/cms/validation";
import { mediaDir } from "@/lib/storage/media-dir";
import { keepPhotosInUse } from "./photos-in-use";
import { cleanUploadedPhoto } from "./clean-upload";
import { PHOTO_TYPES } from "./strip-metadata";
import { MAX_UPLOAD_BYTES } from "@/lib/security/request-guard";

/** Widths a phone, a tablet and a laptop ask for; the public pages pick one by `srcset`. */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;

const webp = { format: "webp", options: { quality: 75 } } as const;

const uploadLimitMb = Math.round(MAX_UPLOAD_BYTES / (1024 * 1024));

/**
 * Photos of the business's work. Every photo needs a description for people who cannot see it,
 * and has a focal point that crops keep in frame. Each upload is also written as WebP at the
 * widths above (never wider than the original), which public pages serve with `srcset`. The
 * original is served too, so it is stored without the location and camera data phones write.
 */
export const Media: CollectionConfig = {
  slug: "media",
  labels: { singular: "Photo", plural: "Photos" },
  admin: {
    useAsTitle: "alt",
    defaultColumns: ["filename", "alt", "updatedAt"],
    group: "Content",
    description: `Photos for projects and articles, up to ${uploadLimitMb} MB each (JPEG, PNG, WebP or AVIF). Each needs a short description of what it shows. Location, camera and other data a phone stores in a photo is removed on upload.`,
  },
  access: {
    // Files of shown pages are public anyway; drafts' photos carry no personal data.
    read: () => true,
    create: signedInOnly,
    update: signedInOnly,
    delete: signedInOnly,
  },
  hooks: {
    beforeOperation: [cleanUploadedPhoto],
    afterChange: [() => forgetContent("media", everyPage)],
    beforeDelete: [keepPhotosInUse],
    afterDelete: [() => forgetContent("media", everyPage)],
  },
  upload: {
    staticDir: mediaDir(serverEnv()),
    mimeTypes: Object.values(PHOTO_TYPES),
    focalPoint: true,
    // Pasting a web address would make the admin fetch from other sites.
    pasteURL: false,
    imageSizes: MEDIA_WIDTHS.map((width) => ({
      name: `w${width}`,
      width,
      withoutEnlargement: true,
      formatOptions: webp,
    })),
    adminThumbnail: "w480",
    // Browsers keep a photo a day: a page view does not fetch it again. A day also bounds how long
    // a replaced file that kept its name can show its old picture.
    modifyResponseHeaders: ({ headers }) => {
      headers.set("Cache-Control", "public, max-age=86400, stale-while-revalidate=604800");
      return headers;
    },
  },
  fields: [
    {
      name: "alt",
      // Read aloud in the page's language: the Spanish pages read the Spanish side.
      localized: true,
      type: "text",
      label: "What the photo shows",
      required: true,
      validate: lengthBetween({ min: 10, max: 160 }, "The description"),
      admin: {
        description:
          'Read aloud to people who cannot see it, e.g. "New kitchen island with quartz top and three pendant lights". The Spanish pages read the Spanish one: switch the language at the top to write it.',
      },
    },
  ],
};
