import type { Payload } from "payload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_ALLOWED, pointAtFreshCmsDatabase, SEED_TIMEOUT_MS } from "./support/cms-database";
import { faqCategoriesFor } from "@/faqs/faq";
import { sampleReviews } from "@/reviews/reviews";
import { defaultSiteFacts } from "@/business/site-facts";

const faqCategories = faqCategoriesFor(defaultSiteFacts);

pointAtFreshCmsDatabase("cms-content");

const { cms } = await import("@/lib/cms/ready");
const { seedContent } = await import("@/start-up/seed");
const { loadShownReviews } = await import("@/reviews/public");
const { loadFaqGroups } = await import("@/faqs/public");
const { cachedContent } = await import("@/lib/cms/content-cache");
const { closeDb } = await import("@/lib/db/client");

let payload: Payload;
const editor = { id: 1, role: "staff", collection: "users" } as const;

beforeAll(async () => {
  payload = await cms();
  await seedContent(payload);
}, SEED_TIMEOUT_MS);
afterAll(() => closeDb());

describe("the seed", () => {
  it("fills a fresh database with the sample reviews, shown and labelled as samples", async () => {
    const shown = await loadShownReviews(payload);
    expect(shown.map((r) => r.name)).toEqual(sampleReviews.map((r) => r.name));
    expect(shown.every((r) => r.sample)).toBe(true);
  });

  it("fills the FAQ with every entry of the content module, category by category, in order", async () => {
    const groups = await loadFaqGroups(payload, defaultSiteFacts);
    expect(groups.map((g) => [g.id, g.items.map((item) => item.question)])).toEqual(
      faqCategories.map((c) => [c.id, c.items.map((item) => item.question)]),
    );
  });

  it("stores the FAQ's facts as {{placeholders}} and shows them filled with the day's facts", async () => {
    const question = "What does a remodel typically cost?";
    const stored = await payload.find({
      collection: "faqs",
      where: { question: { equals: question } },
    });
    expect(stored.docs[0]?.answer).toContain("{{startingPrice:kitchen-remodeling}} for a kitchen");
    const answers = (await loadFaqGroups(payload, defaultSiteFacts)).flatMap((g) => g.items);
    expect(answers.find((item) => item.question === question)?.answer).toBe(
      faqCategories.flatMap((c) => c.items).find((item) => item.question === question)?.answer,
    );
    expect(JSON.stringify(answers)).not.toContain("{{");
  });

  it("never brings back or overwrites what the owner changed on the next start", async () => {
    const [first, second] = (await payload.find({ collection: "reviews", sort: "_order" })).docs;
    await payload.update({
      collection: "reviews",
      id: first!.id,
      data: {
        text: "An edited review the owner wrote, long enough to pass the sixty character rule.",
      },
    });
    await payload.delete({ collection: "reviews", id: second!.id });
    await seedContent(payload);
    const names = (await payload.find({ collection: "reviews", limit: 0 })).docs.map((r) => r.name);
    expect(names).toHaveLength(sampleReviews.length - 1);
    expect(names).not.toContain(second!.name);
    const edited = await payload.findByID({ collection: "reviews", id: first!.id });
    expect(edited.text).toMatch(/^An edited review/);
  });

  it("completes a seed cut short, without doubles", async () => {
    await payload.kv.delete("seeded:reviews");
    await seedContent(payload);
    const names = (await payload.find({ collection: "reviews", limit: 0 })).docs.map((r) => r.name);
    expect(names.sort()).toEqual(sampleReviews.map((r) => r.name).sort());
  });
});

describe("reviews for anonymous visitors", () => {
  it("are only the shown ones; hidden ones stay in the admin", async () => {
    const [review] = (await payload.find({ collection: "reviews", sort: "_order" })).docs;
    await payload.update({ collection: "reviews", id: review!.id, data: { shown: false } });
    expect((await loadShownReviews(payload)).map((r) => r.name)).not.toContain(review!.name);
    const anonymous = await payload.find({ collection: "reviews", overrideAccess: false });
    expect(anonymous.docs.map((r) => r.name)).not.toContain(review!.name);
    const signedIn = await payload.find({
      collection: "reviews",
      overrideAccess: false,
      user: editor,
    });
    expect(signedIn.docs.map((r) => r.name)).toContain(review!.name);
  });

  it("cannot create, change or delete one", async () => {
    const [review] = (await payload.find({ collection: "reviews" })).docs;
    const data = { ...sampleReviews[0]!, location: "Plano" as const, name: "Mallory" };
    await expect(
      payload.create({ collection: "reviews", data, overrideAccess: false }),
    ).rejects.toThrow(NOT_ALLOWED);
    await expect(
      payload.update({
        collection: "reviews",
        id: review!.id,
        data: { name: "Mallory" },
        overrideAccess: false,
      }),
    ).rejects.toThrow(NOT_ALLOWED);
    await expect(
      payload.delete({ collection: "reviews", id: review!.id, overrideAccess: false }),
    ).rejects.toThrow(NOT_ALLOWED);
  });
});

describe("the order of the reviews on the site", () => {
  it("puts a review the owner added before the samples, whatever its place in the admin's order", async () => {
    const own = await payload.create({
      collection: "reviews",
      data: {
        name: "Rosa G.",
        location: "Irving",
        rating: 5,
        project: "Guest bathroom",
        text: "A review the owner typed in after the job, long enough to pass the sixty character rule.",
      },
    });
    try {
      const inAdminOrder = (await payload.find({ collection: "reviews", sort: "_order" })).docs;
      expect(inAdminOrder.at(-1)?.name).toBe("Rosa G.");
      const shown = await loadShownReviews(payload);
      expect(shown[0]).toMatchObject({ name: "Rosa G.", sample: false });
      expect(shown.slice(1).map((r) => r.name)).toEqual(
        inAdminOrder.filter((doc) => doc.sample && doc.shown).map((doc) => doc.name),
      );
      expect(shown.slice(1).every((r) => r.sample)).toBe(true);
    } finally {
      await payload.delete({ collection: "reviews", id: own.id });
    }
  });
});

describe("a review's rules", () => {
  it("refuses a review too short to help anyone, saying so", async () => {
    const refused = await payload
      .create({
        collection: "reviews",
        data: { name: "Ann B.", location: "Allen", rating: 5, project: "Deck", text: "Great!" },
      })
      .catch((error: { data?: { errors?: { path: string; message: string }[] } }) => error);
    expect(refused).toMatchObject({
      data: {
        errors: [{ path: "text", message: "The review needs at least 60 characters (now 6)." }],
      },
    });
  });
});

describe("an FAQ entry's rules", () => {
  const reasonFor = (data: { question: string; answer: string }) =>
    payload.create({ collection: "faqs", data: { ...data, category: "warranty" } }).then(
      () => null,
      (error: { data?: { errors?: { message: string }[] } }) => error.data?.errors?.[0]?.message,
    );
  const fortyWords = Array.from({ length: 40 }, (_, i) => `word${i}`).join(" ");

  it("refuses a question without a question mark, and an answer out of bounds, saying why", async () => {
    expect(await reasonFor({ question: "Do you build decks", answer: fortyWords })).toBe(
      "A question ends with a question mark.",
    );
    expect(await reasonFor({ question: "Do you build decks?", answer: "Yes, we do." })).toBe(
      "An answer has 40 to 120 words, enough to help and short enough to read (now 3).",
    );
    expect(
      await reasonFor({ question: "Is there a warranty?", answer: `${fortyWords} lifetime` }),
    ).toMatch(/^The warranty is the 1-year workmanship warranty/);
    expect(
      await reasonFor({ question: "How fast do you call?", answer: `${fortyWords} {{fax}}` }),
    ).toMatch(/^The answer: unknown placeholder \{\{fax\}\}; known: company, phone, email/);
  });
});

describe("public pages' cached content", () => {
  it("is read again after any save or delete of a review", async () => {
    let reads = 0;
    const read = () => cachedContent("test:reviews", ["reviews"], async () => ++reads, 0);
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    const [review] = (await payload.find({ collection: "reviews" })).docs;
    await payload.update({ collection: "reviews", id: review!.id, data: { rating: 4 } });
    expect(await read()).toBe(2);
    await payload.delete({ collection: "reviews", id: review!.id });
    expect(await read()).toBe(3);
  });
});
