import "server-only";
import type { Payload } from "payload";
import { faqCategories } from "@/content/faq";
import { sampleReviews } from "@/content/reviews";
import type { Faq, Review as ReviewDoc } from "./payload-types";

/**
 * A fresh install shows the same site as before the admin existed: each collection is filled
 * once from the content modules. A marker per collection remembers that it was seeded, so a
 * later start never brings back what the owner edited or deleted; items are matched by name (a
 * review's) or question (an FAQ entry's), so a seed cut short by a crash completes on the next
 * start without doubles.
 */
const seeds: Record<string, (payload: Payload) => Promise<void>> = {
  reviews: async (payload) => {
    const { docs } = await payload.find({ collection: "reviews", limit: 0, depth: 0 });
    const present = new Set(docs.map((doc) => doc.name));
    for (const review of sampleReviews)
      if (!present.has(review.name))
        await payload.create({
          collection: "reviews",
          // The collection's select checks the city against the same list the content does.
          data: { ...review, location: review.location as ReviewDoc["location"], shown: true },
        });
  },
  faqs: async (payload) => {
    const { docs } = await payload.find({ collection: "faqs", limit: 0, depth: 0 });
    const present = new Set(docs.map((doc) => doc.question));
    for (const category of faqCategories)
      for (const item of category.items)
        if (!present.has(item.question))
          await payload.create({
            collection: "faqs",
            data: { ...item, category: category.id as Faq["category"], shown: true },
          });
  },
};

export async function seedContent(payload: Payload) {
  for (const [collection, seed] of Object.entries(seeds)) {
    const marker = `seeded:${collection}`;
    if (await payload.kv.has(marker)) continue;
    await seed(payload);
    await payload.kv.set(marker, { at: new Date().toISOString() });
    payload.logger.info(`Seeded ${collection} from the content modules.`);
  }
}
