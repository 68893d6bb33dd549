import { APIError, type CollectionBeforeDeleteHook, type Where } from "payload";

/** Every field that holds a photo, by collection: a photo in use cannot be deleted. */
const photoFields = {
  projects: ["photo", "pairs.before", "pairs.after", "gallery.photo"],
  posts: ["hero"],
} as const;

/**
 * Refuses to delete a photo a page still shows, naming the pages, instead of leaving a gap (or,
 * where the photo is required, failing in the database). The owner replaces it there first.
 */
export const keepPhotosInUse: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const users: string[] = [];
  for (const [collection, fields] of Object.entries(photoFields)) {
    const where: Where = { or: fields.map((field) => ({ [field]: { equals: id } })) };
    const { docs } = await req.payload.find({
      collection: collection as keyof typeof photoFields,
      where,
      depth: 0,
      limit: 5,
      // An article's latest draft counts too: publishing it would show the photo.
      draft: true,
      req,
    });
    users.push(...docs.map((doc) => `"${doc.title}"`));
  }
  if (users.length)
    throw new APIError(
      `This photo is still shown on ${users.join(", ")}. Replace it there first, then delete it.`,
      409,
      null,
      true,
    );
};
