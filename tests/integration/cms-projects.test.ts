import { existsSync } from "node:fs";
import path from "node:path";
import type { Payload } from "payload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pointAtFreshCmsDatabase, SEED_TIMEOUT_MS } from "./support/cms-database";
import { projectsFor } from "@/projects/projects";
import { defaultSiteFacts } from "@/business/site-facts";

const projects = projectsFor(defaultSiteFacts);

pointAtFreshCmsDatabase("cms-projects");

const { cms } = await import("@/lib/cms/ready");
const { seedContent } = await import("@/start-up/seed");
const { loadShownProject, loadShownProjects } = await import("@/projects/public");
const { mediaDir } = await import("@/lib/storage/media-dir");
const { closeDb } = await import("@/lib/db/client");

let payload: Payload;
const folder = mediaDir({ DATABASE_URL: process.env.DATABASE_URL });
const [kitchen, bathroom] = projects;

type FieldErrors = { data?: { errors?: { path: string; message: string }[] } };
const fieldErrors = (error: FieldErrors) => error.data?.errors;

async function projectDoc(slug: string) {
  const { docs } = await payload.find({
    collection: "projects",
    where: { slug: { equals: slug } },
  });
  return docs[0]!;
}

beforeAll(async () => {
  payload = await cms();
  await seedContent(payload);
}, SEED_TIMEOUT_MS);
afterAll(() => closeDb());

describe("the seeded projects", () => {
  it("are today's three case studies, in order, shown and labelled representative", async () => {
    const shown = await loadShownProjects(payload);
    expect(shown.map((p) => [p.slug, p.representative])).toEqual(
      projects.map((p) => [p.slug, true]),
    );
  });

  it("carry the illustrations as photos with WebP widths written beside the database", async () => {
    const story = (await loadShownProject(payload, kitchen!.slug))!;
    expect(story.title).toBe(kitchen!.title);
    expect(story.scope.items).toEqual(kitchen!.scope.items);
    expect(story.timeline.phases.map((phase) => phase.name)).toEqual(
      kitchen!.timeline.phases.map((phase) => phase.name),
    );
    expect(story.photo?.alt).toMatch(/^Illustration of the same kitchen after remodeling/);
    // Drawn at the illustration's own 1200 px, so the widest copy is 1200 px, never enlarged.
    expect(story.photo?.srcSet).toBe(
      [
        "/api/media/file/project-kitchen-after-480x320.webp 480w",
        "/api/media/file/project-kitchen-after-960x640.webp 960w",
        "/api/media/file/project-kitchen-after-1200x800.webp 1200w",
      ].join(", "),
    );
    expect(story.photo?.src).toMatch(/-960x\d+\.webp$/);
    const files = [...story.photo!.srcSet.matchAll(/file\/(\S+) \d+w/g)].map((m) => m[1]!);
    for (const file of files) expect(existsSync(path.join(folder, file)), file).toBe(true);
    expect(story.pairs).toHaveLength(1);
    expect(story.pairs[0]!.before.alt).toMatch(/before remodeling/);
    expect(story.pairs[0]!.after.alt).toBe(story.photo!.alt);
    expect(story.gallery.map((item) => item.caption)).toEqual(
      kitchen!.gallery.map((item) => item.caption),
    );
  });

  it("are not doubled, and edits are kept, when a seed cut short runs again", async () => {
    const media = (await payload.count({ collection: "media" })).totalDocs;
    const doc = await projectDoc(kitchen!.slug);
    await payload.update({
      collection: "projects",
      id: doc.id,
      data: { title: "The owner's own title for the kitchen" },
    });
    await payload.kv.delete("seeded:projects");
    await seedContent(payload);
    expect((await payload.count({ collection: "projects" })).totalDocs).toBe(projects.length);
    expect((await payload.count({ collection: "media" })).totalDocs).toBe(media);
    expect((await projectDoc(kitchen!.slug)).title).toBe("The owner's own title for the kitchen");
  });
});

describe("projects for anonymous visitors", () => {
  it("leave out a hidden project, from the list, its page and the REST answer", async () => {
    const doc = await projectDoc(bathroom!.slug);
    await payload.update({ collection: "projects", id: doc.id, data: { shown: false } });
    expect((await loadShownProjects(payload)).map((p) => p.slug)).not.toContain(bathroom!.slug);
    expect(await loadShownProject(payload, bathroom!.slug)).toBeUndefined();
    const anonymous = await payload.find({ collection: "projects", overrideAccess: false });
    expect(anonymous.docs.map((p) => p.slug)).not.toContain(bathroom!.slug);
    await payload.update({ collection: "projects", id: doc.id, data: { shown: true } });
  });

  it("keep their photos: deleting one a project shows is refused with the project's name", async () => {
    const doc = await projectDoc(bathroom!.slug);
    const pair = doc.pairs![0]!;
    const beforeId = typeof pair.before === "number" ? pair.before : pair.before.id;
    const refusal = await payload
      .delete({ collection: "media", id: beforeId })
      .catch((error: Error & { status?: number }) => error);
    expect(refusal).toMatchObject({
      status: 409,
      message: `This photo is still shown on "${bathroom!.title}". Replace it there first, then delete it.`,
    });
    expect((await loadShownProject(payload, bathroom!.slug))!.pairs).toHaveLength(1);
  });

  it("answer an unknown address with nothing", async () => {
    expect(await loadShownProject(payload, "no-such-project")).toBeUndefined();
  });
});

describe("the admin's project rules", () => {
  it("refuse a bad address, a company name in the search title and a loose budget, with reasons", async () => {
    const doc = await projectDoc(kitchen!.slug);
    const error = await payload
      .update({
        collection: "projects",
        id: doc.id,
        data: {
          slug: "Kitchen In Plano",
          metaTitle: "Kitchen remodel | Dallas Pro Remodeling",
          budgetBand: "about 60 grand",
        },
      })
      .catch((caught: FieldErrors) => caught);
    expect(fieldErrors(error as FieldErrors)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: "slug",
          message: "Use lowercase letters, digits and single hyphens, e.g. kitchen-in-plano.",
        }),
        expect.objectContaining({
          path: "budgetBand",
          message: "Write the range in thousands, e.g. $38K–$45K.",
        }),
      ]),
    );
  });

  it("refuse a second project at the same address", async () => {
    const doc = await projectDoc(kitchen!.slug);
    const copy = { ...doc, id: undefined, createdAt: undefined, updatedAt: undefined };
    const error = await payload
      .create({ collection: "projects", data: { ...copy, title: "A copy at the same address" } })
      .catch((caught: FieldErrors) => caught);
    expect(fieldErrors(error as FieldErrors)).toEqual([
      expect.objectContaining({ path: "slug", message: "Value must be unique" }),
    ]);
  });
});
