import "server-only";
import type { Payload } from "payload";
import { reviewSchema, type Review } from "@/reviews/reviews";
import { cachedContent } from "@/lib/cms/content-cache";
import { seededCms } from "@/lib/cms/ready";

/**
 * The reviews the home carousel shows, the owner's own before the samples, each kind in the
 * owner's order, read as an anonymous visitor
 * (so only what the collection's access rules publish). A server built elsewhere shows its own
 * database's reviews, never the build machine's.
 */
export function shownReviews(): Promise<Review[]> {
  return cachedContent(
    "reviews:shown",
    ["reviews"],
    async () => loadShownReviews(await seededCms()),
    [],
  );
}

export async function loadShownReviews(payload: Payload): Promise<Review[]> {
  const { docs } = await payload.find({
    collection: "reviews",
    where: { shown: { equals: true } },
    sort: "_order",
    limit: 50,
    depth: 0,
    overrideAccess: false,
  });
  // A fresh install's samples are only a stand-in: a visitor meets the owner's real reviews first.
  const ownFirst = [...docs.filter((doc) => !doc.sample), ...docs.filter((doc) => doc.sample)];
  return ownFirst.flatMap((doc) => {
    const review = reviewSchema.safeParse({ ...doc, sample: Boolean(doc.sample) });
    if (review.success) return [review.data];
    // Saved before a rule tightened: left out rather than breaking the home page.
    console.error(`Review ${doc.id} is not shown: ${review.error.issues[0]?.message}`);
    return [];
  });
}
