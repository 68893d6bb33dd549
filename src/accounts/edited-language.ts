import type { CollectionAfterLoginHook } from "payload";

/**
 * Each sign-in starts on the English texts. The admin remembers the side last chosen for an
 * account, so a Spanish side chosen last week would open again, and a quick edit of the business
 * facts would change their Spanish side only. Choosing Spanish again is one click, and a banner
 * says so while it is open (components/layout/admin-edition-banner.tsx).
 */
export const startOnEnglish: CollectionAfterLoginHook = async ({ req, user, collection }) => {
  try {
    await req.payload.delete({
      collection: "payload-preferences",
      where: {
        and: [
          { key: { equals: "locale" } },
          { "user.relationTo": { equals: collection.slug } },
          { "user.value": { equals: user.id } },
        ],
      },
      overrideAccess: true,
      req,
    });
  } catch (error) {
    // Never a reason to refuse a sign-in: the banner still says which side is open.
    console.error(`The edited language was not reset at sign-in: ${String(error)}`);
  }
};
