import type { Payload } from "payload";
import { sql } from "@payloadcms/db-sqlite";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pointAtFreshCmsDatabase, SEED_TIMEOUT_MS } from "./support/cms-database";
import { defaultSiteFactsIn } from "@/business/site-facts";
import { projectsFor } from "@/projects/projects";
import { spanishProjectsFor } from "@/projects/projects-es";
import { spanishIllustrationAlts } from "@/photos/illustration-alts-es";

pointAtFreshCmsDatabase("cms-projects-spanish");

const { cms } = await import("@/lib/cms/ready");
const { seedContent } = await import("@/start-up/seed");
const { migrations } = await import("@/lib/cms/migrations");
const { closeDb } = await import("@/lib/db/client");
const { loadShownProject, loadShownProjects } = await import("@/projects/public");
const { spanishGaps } = await import("@/editions/spanish-gaps");

let payload: Payload;
const english = projectsFor(defaultSiteFactsIn.en);
const spanish = spanishProjectsFor(defaultSiteFactsIn.es);
const [kitchen, bathroom, addition] = spanish;
const projectsInSpanish = migrations.find((m) => m.name.endsWith("_projects_in_spanish"))!;

async function projectDoc(slug: string, locale: "en" | "es") {
  const { docs } = await payload.find({
    collection: "projects",
    where: { slug: { equals: slug } },
    locale,
    depth: 0,
  });
  return docs[0]!;
}

/** A project's words and rows, as one side of the admin holds them. */
const wordsAndRows = (doc: Awaited<ReturnType<typeof projectDoc>>) => ({
  title: doc.title,
  summary: doc.summary,
  homeType: doc.homeType,
  goal: doc.goal,
  before: doc.before,
  scope: doc.scope,
  timeline: doc.timeline,
  built: doc.built,
  result: doc.result,
  pairs: doc.pairs,
  gallery: doc.gallery,
  metaTitle: doc.metaTitle,
  metaDescription: doc.metaDescription,
});

beforeAll(async () => {
  payload = await cms();
  await seedContent(payload);
}, SEED_TIMEOUT_MS);
afterAll(() => closeDb());

describe("the Spanish seed of the representative projects", () => {
  it("writes each project's Spanish side on the English rows, the English untouched", async () => {
    for (const [index, project] of spanish.entries()) {
      const [en, es] = [await projectDoc(project.slug, "en"), await projectDoc(project.slug, "es")];
      expect(es.title).toBe(project.title);
      expect(es.metaDescription).toBe(project.metaDescription);
      expect(es.scope.items?.map((row) => row.text)).toEqual(project.scope.items);
      expect(es.timeline.phases?.map(({ name, duration }) => [name, duration])).toEqual(
        project.timeline.phases.map(({ name, duration }) => [name, duration]),
      );
      expect(es.pairs?.map((row) => row.caption)).toEqual(project.pairs.map((p) => p.caption));
      // One set of rows and photos for both editions.
      const shared = (doc: typeof en) => ({
        budgetBand: doc.budgetBand,
        location: doc.location,
        items: doc.scope.items?.map((row) => row.id),
        phases: doc.timeline.phases?.map((row) => row.id),
        pairs: doc.pairs?.map(({ id, before, after }) => [id, before, after]),
      });
      expect(shared(es)).toEqual(shared(en));
      expect(en.title).toBe(english[index]!.title);
      expect(en.scope.items?.map((row) => row.text)).toEqual(english[index]!.scope.items);
    }
  });

  it("shows the three projects in Spanish, with the photos described in Spanish", async () => {
    expect((await loadShownProjects(payload, "es")).map((p) => [p.slug, p.title])).toEqual(
      spanish.map((p) => [p.slug, p.title]),
    );
    const story = (await loadShownProject(payload, kitchen!.slug, "es"))!;
    expect(story.summary).toBe(kitchen!.summary);
    expect(story.photo?.alt).toBe(spanishIllustrationAlts["project-kitchen-after"]);
    expect(story.pairs[0]!.before.alt).toBe(spanishIllustrationAlts["project-kitchen-before"]);
    const englishStory = (await loadShownProject(payload, kitchen!.slug))!;
    expect(englishStory.title).toBe(english[0]!.title);
    expect(englishStory.photo?.alt).toMatch(/^Illustration of the same kitchen after/);
    expect(await spanishGaps(payload)).toEqual([]);
  });
});

describe("a project lacking Spanish", () => {
  it("is left out of the Spanish list and page, and listed as lacking Spanish", async () => {
    const model = await projectDoc(bathroom!.slug, "en");
    const created = await payload.create({
      collection: "projects",
      locale: "en",
      data: {
        ...wordsAndRows(model),
        title: "A Hall Bath Rebuilt in Garland",
        slug: "hall-bath-in-garland",
        service: model.service,
        location: "Club Hill, Garland",
        budgetBand: "$30K-$36K",
        photo: model.photo,
        shown: true,
        pairs: model.pairs?.map(({ before, after, caption }) => ({ before, after, caption })),
        gallery: [],
        scope: { ...model.scope, items: model.scope.items?.map(({ text }) => ({ text })) },
        timeline: {
          ...model.timeline,
          phases: model.timeline.phases?.map(({ name, duration, text }) => ({
            name,
            duration,
            text,
          })),
        },
        built: {
          ...model.built,
          paragraphs: model.built.paragraphs?.map(({ text }) => ({ text })),
        },
      },
    });
    expect((await loadShownProjects(payload)).map((p) => p.slug)).toContain(created.slug);
    expect((await loadShownProjects(payload, "es")).map((p) => p.slug)).not.toContain(created.slug);
    expect(await loadShownProject(payload, created.slug)).toBeDefined();
    expect(await loadShownProject(payload, created.slug, "es")).toBeUndefined();
    expect(await spanishGaps(payload)).toEqual([
      {
        key: `projects:${created.id}`,
        kind: "Project",
        title: "A Hall Bath Rebuilt in Garland",
        href: `/admin/collections/projects/${created.id}?locale=es`,
      },
    ]);
    await payload.delete({ collection: "projects", id: created.id });
  });

  it("leaves out a project whose new English row has no Spanish yet, until it gets one", async () => {
    const doc = await projectDoc(addition!.slug, "en");
    const photo = doc.gallery![0]!.photo;
    await payload.update({
      collection: "projects",
      id: doc.id,
      locale: "en",
      data: { gallery: [...doc.gallery!, { photo, caption: "Detail: the new hallway opening" }] },
    });
    expect((await loadShownProjects(payload, "es")).map((p) => p.slug)).not.toContain(
      addition!.slug,
    );
    expect(await loadShownProject(payload, addition!.slug, "es")).toBeUndefined();
    expect((await spanishGaps(payload)).map((gap) => gap.key)).toEqual([`projects:${doc.id}`]);

    const es = await projectDoc(addition!.slug, "es");
    await payload.update({
      collection: "projects",
      id: doc.id,
      locale: "es",
      data: {
        gallery: es.gallery!.map((row) => ({
          ...row,
          caption: row.caption || "Detalle: la nueva abertura del pasillo",
        })),
      },
    });
    expect((await loadShownProject(payload, addition!.slug, "es"))?.gallery).toHaveLength(2);
    expect(await spanishGaps(payload)).toEqual([]);
  });

  it("lists a photo uploaded without its Spanish description; Spanish pages leave it unread", async () => {
    const data = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 190, b: 170 } },
    })
      .webp()
      .toBuffer();
    const upload = await payload.create({
      collection: "media",
      data: { alt: "The finished patio from the back door" },
      file: { data, mimetype: "image/webp", name: "patio.webp", size: data.length },
    });
    expect(await spanishGaps(payload)).toEqual([
      expect.objectContaining({
        key: `media:${upload.id}`,
        kind: "Photo description",
        title: "The finished patio from the back door",
      }),
    ]);
    const inSpanish = await payload.findByID({ collection: "media", id: upload.id, locale: "es" });
    expect(inSpanish.alt ?? undefined).toBeUndefined();
    await payload.delete({ collection: "media", id: upload.id });
  });
});

describe("an English save", () => {
  it("keeps the Spanish side, the admin's whole-document save included", async () => {
    const before = await projectDoc(kitchen!.slug, "es");
    const { id } = await projectDoc(kitchen!.slug, "en");
    await payload.update({
      collection: "projects",
      id,
      locale: "en",
      data: { title: "The owner's own title for the kitchen" },
    });
    // As the admin saves: every field, every row with its id, one text changed.
    const doc = await projectDoc(kitchen!.slug, "en");
    const items = doc.scope.items!.map((row, index) =>
      index === 0 ? { ...row, text: "Removed the wall between kitchen and family room" } : row,
    );
    await payload.update({
      collection: "projects",
      id: doc.id,
      locale: "en",
      data: { ...doc, scope: { ...doc.scope, items } },
    });
    const after = await projectDoc(kitchen!.slug, "es");
    expect(wordsAndRows(after)).toEqual(wordsAndRows(before));
    const saved = await projectDoc(kitchen!.slug, "en");
    expect(saved.title).toBe("The owner's own title for the kitchen");
    expect(saved.scope.items![0]!.text).toBe("Removed the wall between kitchen and family room");
  });

  it("of a photo keeps its Spanish description", async () => {
    const { docs } = await payload.find({
      collection: "media",
      where: { filename: { equals: "project-bathroom-after.webp" } },
      locale: "en",
      depth: 0,
    });
    await payload.update({
      collection: "media",
      id: docs[0]!.id,
      locale: "en",
      data: { alt: "The same bathroom after remodeling, drawn as an illustration" },
    });
    const photo = await payload.findByID({ collection: "media", id: docs[0]!.id, locale: "es" });
    expect(photo.alt).toBe(spanishIllustrationAlts["project-bathroom-after"]);
  });
});

/** Every English text of the projects and the photos, as the admin reads it back. */
async function englishContent() {
  const projects = await payload.find({
    collection: "projects",
    locale: "en",
    limit: 100,
    depth: 0,
    sort: "id",
  });
  const media = await payload.find({
    collection: "media",
    locale: "en",
    limit: 100,
    depth: 0,
    sort: "id",
  });
  return {
    projects: projects.docs.map(wordsAndRows),
    alts: media.docs.map((photo) => photo.alt),
  };
}

async function rowCounts() {
  const counts: Record<string, number> = {};
  for (const table of [
    "media",
    "projects",
    "projects_pairs",
    "projects_scope_items",
    "projects_timeline_phases",
    "projects_built_paragraphs",
    "projects_gallery",
  ]) {
    const rows = await payload.db.drizzle.all<{ n: number }>(
      sql.raw(`SELECT count(*) AS n FROM "${table}"`),
    );
    counts[table] = rows[0]!.n;
  }
  return counts;
}

describe("the projects' Spanish migration", () => {
  it("moves every English text to the English side, losing no row, and back down again", async () => {
    const before = await englishContent();
    const countsBefore = await rowCounts();
    expect(before.projects).toHaveLength(3);
    expect(before.alts.length).toBeGreaterThan(10);

    const args = { db: payload.db.drizzle, payload, req: {} } as never;
    await projectsInSpanish.down(args);
    // Down: the English is back in the plain columns, the Spanish gone with its tables.
    const titles = await payload.db.drizzle.all<{ title: string }>(
      sql.raw(`SELECT title FROM projects ORDER BY id`),
    );
    expect(titles.map((row) => row.title)).toEqual(before.projects.map((p) => p.title));
    const captions = await payload.db.drizzle.all<{ caption: string }>(
      sql.raw(`SELECT caption FROM projects_pairs ORDER BY _parent_id, _order`),
    );
    expect(captions.map((row) => row.caption)).toEqual(
      before.projects.flatMap((p) => p.pairs?.map((pair) => pair.caption) ?? []),
    );
    const alts = await payload.db.drizzle.all<{ alt: string }>(
      sql.raw(`SELECT alt FROM media ORDER BY id`),
    );
    expect(alts.map((row) => row.alt)).toEqual(before.alts);

    await projectsInSpanish.up(args);
    expect(await englishContent()).toEqual(before);
    expect(await rowCounts()).toEqual(countsBefore);
    // The Spanish side went with the way down: empty again, so the Spanish pages leave them out.
    expect(await loadShownProjects(payload, "es")).toEqual([]);
  });
});
