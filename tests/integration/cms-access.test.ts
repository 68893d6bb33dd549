import type { CollectionSlug, Payload } from "payload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pointAtFreshCmsDatabase, SEED_TIMEOUT_MS } from "./support/cms-database";

pointAtFreshCmsDatabase("cms-access", { withOwner: true });

const { cms } = await import("@/lib/cms/ready");
const { ensureFirstOwner } = await import("@/accounts/first-owner");
const { seedContent } = await import("@/start-up/seed");
const { closeDb } = await import("@/lib/db/client");

let payload: Payload;
let slugs: CollectionSlug[];

beforeAll(async () => {
  payload = await cms();
  await ensureFirstOwner();
  await seedContent(payload);
  slugs = payload.config.collections.map((collection) => collection.slug as CollectionSlug);
}, SEED_TIMEOUT_MS);
afterAll(() => closeDb());

const status = (work: Promise<unknown>) =>
  work.then(
    () => 200,
    (error: { status?: number }) => error.status,
  );

/** Every collection, the engine's own included: a new one is covered the day it is added. */
describe("anonymous requests", () => {
  it("cannot create, change or delete anything in any collection", async () => {
    for (const collection of slugs) {
      const [existing] = (await payload.find({ collection, limit: 1, depth: 0 })).docs;
      const id = existing?.id ?? 1;
      const anonymous = { collection, overrideAccess: false } as const;
      expect(
        await status(payload.create({ ...anonymous, data: {} as never })),
        `${collection}: create`,
      ).toBe(403);
      expect(
        await status(payload.update({ ...anonymous, id, data: {} as never })),
        `${collection}: update`,
      ).toBe(403);
      expect(await status(payload.delete({ ...anonymous, id })), `${collection}: delete`).toBe(403);
    }
  });

  it("read nothing of accounts, preferences, locks, migrations or the seed's markers", async () => {
    // What the site shows anyway: shown entries, published articles (drafts: cms-posts.test.ts)
    // the photos on its pages and the services' prices.
    const publicContent = new Set(["reviews", "faqs", "projects", "posts", "media", "services"]);
    for (const collection of slugs.filter((slug) => !publicContent.has(slug))) {
      const found = await payload.find({ collection, overrideAccess: false, depth: 0 }).then(
        (result) => result.docs.length,
        (error: { status?: number }) => error.status,
      );
      expect([0, 403], `${collection}: read`).toContain(found);
    }
  });
});
