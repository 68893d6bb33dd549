import "server-only";
import type { Payload } from "payload";
import { sampleReviews } from "./reviews";
import { spanishReviewText } from "./reviews-es";
import { entryAwaitingSpanish } from "@/lib/cms/spanish-seed";

/**
 * The Spanish side of each sample review (reviews-es.ts, by name): written once, only while the
 * English is still the sample's and the Spanish side is empty. A review the owner adds gets its
 * Spanish in the admin.
 */
export async function seedSpanishReviews(payload: Payload) {
  for (const words of spanishReviewText) {
    const sample = sampleReviews.find((review) => review.name === words.name);
    const doc = await entryAwaitingSpanish(
      payload,
      "reviews",
      { name: { equals: words.name } },
      (review) => review.text === sample?.text,
      (review) => Boolean(review.text),
    );
    if (!doc) continue;
    await payload.update({
      collection: "reviews",
      id: doc.id,
      locale: "es",
      data: { project: words.project, text: words.text },
    });
  }
}
