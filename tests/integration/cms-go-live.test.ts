import type { Payload } from "payload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pointAtFreshCmsDatabase, SEED_TIMEOUT_MS } from "./support/cms-database";

pointAtFreshCmsDatabase("cms-go-live");

const { cms } = await import("@/lib/cms/ready");
const { seedContent } = await import("@/start-up/seed");
const { goLiveChecklist } = await import("@/business/go-live");
const { globalOfFacts } = await import("@/business/stored-facts");
const { placeholderFacts } = await import("@/business/facts");
const { sampleReviews } = await import("@/reviews/reviews");
const { closeDb } = await import("@/lib/db/client");

let payload: Payload;
const owner = { id: 1, role: "owner", collection: "users" } as never;
const staff = { id: 2, role: "staff", collection: "users" } as never;
const noMail = { SMTP_URL: undefined };
const withMail = { SMTP_URL: "smtp://127.0.0.1:2525" };

const checklist = (env: { SMTP_URL?: string } = noMail) => goLiveChecklist(payload, owner, env);
const keys = async (env?: { SMTP_URL?: string }) => (await checklist(env)).map((item) => item.key);

beforeAll(async () => {
  payload = await cms();
  await seedContent(payload);
}, SEED_TIMEOUT_MS);
afterAll(() => closeDb());

describe("the go-live checklist", { timeout: 30_000 }, () => {
  it("lists everything a fresh install states or shows, each with where it is changed", async () => {
    const items = await checklist();
    const projects = await payload.find({ collection: "projects", sort: "_order", limit: 0 });
    const posts = await payload.find({ collection: "posts", sort: "-date", limit: 0 });
    expect(items.map((item) => item.key)).toEqual([
      "name",
      "phone",
      "email",
      "years",
      "projects",
      "rating",
      "whole-home-results",
      "portal",
      "sample-reviews",
      "representative-projects",
      ...projects.docs.map((doc) => `illustrations:/collections/projects/${doc.id}`),
      ...posts.docs.map((doc) => `illustrations:/collections/posts/${doc.id}`),
      "smtp",
    ]);
    const byKey = new Map(items.map((item) => [item.key, item]));
    expect(byKey.get("phone")?.text).toContain(placeholderFacts.phone);
    expect(byKey.get("phone")?.link?.href).toBe("/admin/globals/business#field-phone");
    expect(byKey.get("whole-home-results")?.text).toContain("98% of clients satisfied");
    expect(byKey.get("whole-home-results")?.link?.href).toBe(
      "/admin/globals/business#field-wholeHomeResults__confirmed",
    );
    expect(byKey.get("sample-reviews")?.text).toMatch(
      new RegExp(`^${sampleReviews.length} sample reviews are still on the home page`),
    );
    expect(byKey.get("representative-projects")?.text).toMatch(/^3 representative projects/);
    const firstProject = projects.docs[0]!;
    expect(byKey.get(`illustrations:/collections/projects/${firstProject.id}`)).toMatchObject({
      text: expect.stringContaining(`"${firstProject.title}"`),
      link: { href: `/admin/collections/projects/${firstProject.id}` },
    });
    expect(byKey.get("smtp")?.link).toBeUndefined();
    expect(byKey.get("smtp")?.text).toMatch(/leads only land here in the admin/);
    expect(items.filter((item) => item.key !== "smtp").every((item) => item.link)).toBe(true);
  });

  it("links the sample reviews and representative projects to a list of exactly those", async () => {
    const items = await checklist();
    const listOf = async (key: string, collection: "reviews" | "projects") => {
      const href = items.find((item) => item.key === key)!.link!.href;
      const url = new URL(href, "http://admin.test");
      expect(url.pathname).toBe(`/admin/collections/${collection}`);
      const where = Object.fromEntries(url.searchParams);
      return { where, count: (await payload.count({ collection })).totalDocs };
    };
    const reviews = await listOf("sample-reviews", "reviews");
    expect(reviews.where).toEqual({
      "where[shown][equals]": "true",
      "where[sample][equals]": "true",
    });
    const projects = await listOf("representative-projects", "projects");
    expect(projects.where).toEqual({
      "where[shown][equals]": "true",
      "where[representative][equals]": "true",
    });
  });

  it("is empty for staff, who cannot change the business facts", async () => {
    expect(await goLiveChecklist(payload, staff, noMail)).toEqual([]);
    expect(await goLiveChecklist(payload, null, noMail)).toEqual([]);
  });

  it("drops each business fact the owner changes, and the portal once answered either way", async () => {
    await payload.updateGlobal({
      slug: "business",
      data: {
        name: "Ramirez & Sons Remodeling",
        phone: "(972) 231-4000",
        email: "office@ramirezremodeling.com",
        claims: { ...placeholderFacts.claims, yearsExperience: 12, reviewCount: 38 },
        clientPortal: "no",
      },
    });
    try {
      const left = await keys();
      for (const changed of ["name", "phone", "email", "years", "rating", "portal"])
        expect(left).not.toContain(changed);
      expect(left).toContain("projects");
    } finally {
      await payload.updateGlobal({ slug: "business", data: globalOfFacts(placeholderFacts) });
    }
    expect(await keys()).toEqual(expect.arrayContaining(["name", "phone", "email", "portal"]));
  });

  it("still lists the placeholder phone typed another way, and any address at its domain", async () => {
    await payload.updateGlobal({
      slug: "business",
      data: { phone: placeholderFacts.phone.replace(/\D/g, ""), email: "office@example.com" },
    });
    try {
      expect(await keys()).toEqual(expect.arrayContaining(["phone", "email"]));
    } finally {
      await payload.updateGlobal({ slug: "business", data: globalOfFacts(placeholderFacts) });
    }
  });

  it("drops the e-mail item once the server has SMTP set up", async () => {
    expect(await keys(withMail)).not.toContain("smtp");
  });

  it("counts only the samples and representative projects still shown", async () => {
    const samples = await payload.find({
      collection: "reviews",
      where: { sample: { equals: true } },
    });
    const [hidden, ...rest] = samples.docs;
    await payload.update({ collection: "reviews", id: hidden!.id, data: { shown: false } });
    const text = (await checklist()).find((item) => item.key === "sample-reviews")?.text;
    expect(text).toMatch(new RegExp(`^${rest.length} sample reviews are`));
    for (const doc of rest)
      await payload.update({ collection: "reviews", id: doc.id, data: { shown: false } });
    expect(await keys()).not.toContain("sample-reviews");
    await payload.update({
      collection: "projects",
      where: { representative: { equals: true } },
      data: { representative: false },
    });
    expect(await keys()).not.toContain("representative-projects");
  });

  it("drops a project's illustrations once photos replace them, or once it is hidden", async () => {
    const [project, other] = (await payload.find({ collection: "projects", sort: "_order" })).docs;
    const key = (id: number) => `illustrations:/collections/projects/${id}`;
    const photo = await payload.create({
      collection: "media",
      data: { alt: "The finished kitchen with its island, from the family room" },
      file: await ownPhoto(),
    });
    await payload.update({
      collection: "projects",
      id: project!.id,
      data: {
        photo: photo.id,
        pairs: project!.pairs!.map((pair) => ({ ...pair, before: photo.id, after: photo.id })),
        gallery: project!.gallery!.map((item) => ({ ...item, photo: photo.id })),
      },
    });
    expect(await keys()).not.toContain(key(project!.id));
    expect(await keys()).toContain(key(other!.id));
    await payload.update({ collection: "projects", id: other!.id, data: { shown: false } });
    expect(await keys()).not.toContain(key(other!.id));
  });

  it("is empty once nothing of the fresh install is left, so the panel goes away", async () => {
    await payload.updateGlobal({
      slug: "business",
      data: {
        name: "Ramirez & Sons Remodeling",
        phone: "(972) 231-4000",
        email: "office@ramirezremodeling.com",
        claims: {
          ...placeholderFacts.claims,
          yearsExperience: 12,
          projectsCompleted: 90,
          reviewCount: 38,
        },
        clientPortal: "yes",
        wholeHomeResults: { ...placeholderFacts.wholeHomeResults, confirmed: true },
      },
    });
    expect(await keys(withMail)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^illustrations:/)]),
    );
    await payload.update({ collection: "projects", where: {}, data: { shown: false } });
    await payload.update({
      collection: "posts",
      where: {},
      data: { _status: "draft" },
      draft: false,
    });
    expect(await checklist(withMail)).toEqual([]);
  });
});

/** A small JPEG standing in for a photo the owner took. */
async function ownPhoto() {
  const sharp = (await import("sharp")).default;
  const data = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 180, g: 140, b: 90 } },
  })
    .jpeg()
    .toBuffer();
  return { data, mimetype: "image/jpeg", name: "kitchen-finished.jpg", size: data.length };
}
