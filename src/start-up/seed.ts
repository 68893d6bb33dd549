import "server-only";
import type { Payload } from "payload";
import type { SiteFacts } from "@/business/site-facts";
import { faqSeed } from "@/faqs/faq";
import { projectsFor } from "@/projects/projects";
import { sampleReviews } from "@/reviews/reviews";
import type { Faq, Review as ReviewDoc } from "@/lib/cms/payload-types";
import { illustrationPhotos } from "@/photos/seed";
import { seedPosts, seedSpanishPosts } from "@/posts/seed";
import { seedBusinessFacts, seedSpanishFacts } from "@/business/stored-facts";
import { factsOf } from "@/site/read-facts";
import {
  seedServices,
  seedSpanishPackageNames,
  seedSpanishPackages,
} from "@/services/stored-packages";
import { seedSpanishFaqs } from "@/faqs/seed-es";
import { seedSpanishReviews } from "@/reviews/seed-es";
import { seedSpanishProjects } from "@/projects/seed-es";
import { seedSpanishPhotoDescriptions } from "@/photos/seed-es";
import { sharedClient } from "@/lib/db/client";
import { oneAtATime } from "@/lib/db/start-lock";
import { processSlot } from "@/lib/runtime/process-slot";

/**
 * A fresh install shows the same site as before the admin existed: each collection is filled
 * once from the content modules. A marker per collection remembers that it was seeded, so a
 * later start never brings back what the owner edited or deleted; items are matched by name (a
 * review's), question (an FAQ entry's), address (a project's or an article's) or file name (a
 * photo's), so a seed
 * cut short by a crash completes on the next start without doubles.
 */
const seeds: Record<string, (payload: Payload, facts: SiteFacts) => Promise<void>> = {
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
    // With their {{placeholders}}: the page fills them with the facts of the day.
    for (const category of faqSeed)
      for (const item of category.items)
        if (!present.has(item.question))
          await payload.create({
            collection: "faqs",
            data: { ...item, category: category.id as Faq["category"], shown: true },
          });
  },
  projects: async (payload, facts) => {
    const { docs } = await payload.find({ collection: "projects", limit: 0, depth: 0 });
    const present = new Set(docs.map((doc) => doc.slug));
    for (const {
      slug,
      serviceSlug,
      pairs,
      gallery,
      scope,
      timeline,
      built,
      ...story
    } of projectsFor(facts)) {
      if (present.has(slug)) continue;
      const photos = await illustrationPhotos(payload, [
        ...pairs.flatMap((pair) => [pair.beforeImageId, pair.afterImageId]),
        ...gallery.map((item) => item.imageId),
      ]);
      const photo = (id: string) => photos.get(id)!;
      await payload.create({
        collection: "projects",
        data: {
          ...story,
          slug,
          service: serviceSlug,
          shown: true,
          representative: true,
          photo: photo(pairs[0]!.afterImageId),
          pairs: pairs.map((pair) => ({
            before: photo(pair.beforeImageId),
            after: photo(pair.afterImageId),
            caption: pair.caption,
          })),
          gallery: gallery.map((item) => ({ photo: photo(item.imageId), caption: item.caption })),
          scope: { heading: scope.heading, items: scope.items.map((text) => ({ text })) },
          timeline,
          built: { heading: built.heading, paragraphs: built.paragraphs.map((text) => ({ text })) },
        },
      });
    }
  },
  posts: seedPosts,
};

/**
 * The Spanish side of what the seeds above wrote: once per part, and only onto entries whose
 * English is still the seed's and whose Spanish side is empty (an install that predates the
 * Spanish edition gets it for everything the owner has not rewritten).
 */
const spanishSeeds: Record<string, (payload: Payload) => Promise<void>> = {
  business: seedSpanishFacts,
  services: seedSpanishPackages,
  packageNames: seedSpanishPackageNames,
  faqs: seedSpanishFaqs,
  reviews: seedSpanishReviews,
  posts: seedSpanishPosts,
  projects: seedSpanishProjects,
  photos: seedSpanishPhotoDescriptions,
};

export async function seedContent(payload: Payload) {
  // The facts first: the other seeds quote them.
  await seedBusinessFacts(payload);
  await seedServices(payload);
  const facts = await factsOf(payload);
  for (const [collection, seed] of Object.entries(seeds)) {
    const marker = `seeded:${collection}`;
    if (await payload.kv.has(marker)) continue;
    await seed(payload, facts);
    await payload.kv.set(marker, { at: new Date().toISOString() });
    payload.logger.info(`Seeded ${collection} from the content modules.`);
  }
  for (const [part, seed] of Object.entries(spanishSeeds)) {
    const marker = `seeded:spanish:${part}`;
    if (await payload.kv.has(marker)) continue;
    await seed(payload);
    await payload.kv.set(marker, { at: new Date().toISOString() });
    payload.logger.info(`Seeded the Spanish side of ${part}.`);
  }
}

const seeding = processSlot<Promise<void>>("seeding");

/**
 * Seeds once per process. Public pages wait for it, so the first visitor of a fresh install sees
 * the seeded site rather than empty lists; a failed seed is forgotten and tried again.
 */
export function seedContentOnce(payload: Payload): Promise<void> {
  // Instances sharing a database seed one after the other: the second finds every marker set.
  const running = seeding.getOrMake(() =>
    oneAtATime(sharedClient(), "seed", () => seedContent(payload)),
  );
  running.catch(() => {
    if (seeding.get() === running) seeding.set(undefined);
  });
  return running;
}
