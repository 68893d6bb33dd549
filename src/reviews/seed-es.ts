import "server-only";
import type { Payload } from "payload";
import { sampleReviews } from "./reviews";
import { spanishReviewText } from "./reviews-es";
import { seedSpanishSide } from "@/lib/cms/spanish-seed";

/**
 * The Spanish side of each sample review (reviews-es.ts, by name): written once, only while the
 * English is still the sample's and the Spanish side is empty. A review the owner adds gets its
 * Spanish in the admin.
 */
export async function seedSpanishReviews(payload: Payload) {
  for (const words of spanishReviewText) {
    const sample = sampleReviews.find((review) => review.name === words.name);
    await seedSpanishSide(
      payload,
      "reviews",
      {
        where: { name: { equals: words.name } },
        unchanged: (review) => review.text === sample?.text,
        written: (review) => Boolean(review.text),
      },
      () => ({ project: words.project, text: words.text }),
    );
  }
}
