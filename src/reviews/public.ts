import "server-only";
import type { Payload } from "payload";
import type { Locale } from "@/lib/i18n/locale";
import { reviewSchema, type Review } from "@/reviews/reviews";
import { cachedContent } from "@/lib/cms/content-cache";
import { seededCms } from "@/lib/cms/ready";

/**
 * The reviews the home carousel shows, the owner's own before the samples, each kind in the
 * owner's order, read as an anonymous visitor
 * (so only what the collection's access rules publish). A server built elsewhere shows its own
 * database's reviews, never the build machine's. Each edition is kept under its own key.
 */
export function shownReviews(locale: Locale = "en"): Promise<Review[]> {
  return cachedContent(
    `reviews:shown:${locale}`,
    ["reviews"],
    async () => loadShownReviews(await seededCms(), locale),
    [],
  );
}

/** A review is in Spanish once its words are: the project and the text. */
const written = (doc: { project?: string | null; text?: string | null }) =>
  Boolean(doc.project?.trim() && doc.text?.trim());

export async function loadShownReviews(payload: Payload, locale: Locale = "en"): Promise<Review[]> {
  // The locale named and no request passed: a request's locale would be switched by the read.
  const { docs } = await payload.find({
    collection: "reviews",
    locale,
    where: { shown: { equals: true } },
    sort: "_order",
    limit: 50,
    depth: 0,
    overrideAccess: false,
  });
  // Without a fallback, a review not yet written in Spanish reads back without its words: the
  // Spanish carousel leaves it out rather than quote it in English.
  const inEdition = locale === "en" ? docs : docs.filter(written);
  // A fresh install's samples are only a stand-in: a visitor meets the owner's real reviews first.
  const ownFirst = [
    ...inEdition.filter((doc) => !doc.sample),
    ...inEdition.filter((doc) => doc.sample),
  ];
  return ownFirst.flatMap((doc) => {
    const review = reviewSchema.safeParse({ ...doc, sample: Boolean(doc.sample) });
    if (review.success) return [review.data];
    // Saved before a rule tightened: left out rather than breaking the home page.
    console.error(`Review ${doc.id} is not shown: ${review.error.issues[0]?.message}`);
    return [];
  });
}
