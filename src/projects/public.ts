import "server-only";
import type { Payload } from "payload";
import type { ProjectStory, ProjectSummary } from "@/projects/projects";
import { cachedContent } from "@/lib/cms/content-cache";
import type { Project as ProjectDoc } from "@/lib/cms/payload-types";
import { seededCms } from "@/lib/cms/ready";
import type { Locale } from "@/lib/i18n/locale";
import { photoOf } from "@/photos/server";
import { wordsComplete, wordsOfDoc } from "./project-words";

/** Each edition's reads are kept apart; the English keys are the ones they always were. */
const cacheKey: Record<Locale, { list: string; page: (slug: string) => string }> = {
  en: { list: "projects:shown", page: (slug) => `projects:${slug}` },
  es: { list: "projects:es:list", page: (slug) => `projects:es:page:${slug}` },
};

/**
 * The projects the site shows, in the owner's order, read as an anonymous visitor (so only what
 * the collection's access rules publish). A server built elsewhere shows its own database's
 * projects, never the build machine's. The Spanish edition lists only the projects whose Spanish
 * side is written in full.
 */
export function shownProjects(locale: Locale = "en"): Promise<ProjectSummary[]> {
  return cachedContent(
    cacheKey[locale].list,
    ["projects", "media"],
    async () => loadShownProjects(await seededCms(), locale),
    [],
  );
}

/**
 * One shown project by its address, or undefined (the page answers 404): in Spanish, also when
 * its Spanish side is not written in full. The proxy asks it too, whether the address is a page.
 */
export function shownProject(
  slug: string,
  locale: Locale = "en",
): Promise<ProjectStory | undefined> {
  return cachedContent(
    cacheKey[locale].page(slug),
    ["projects", "media"],
    async () => loadShownProject(await seededCms(), slug, locale),
    undefined,
  );
}

/** English is required by the admin; a Spanish side may be missing or cut short. */
const inEdition = (doc: ProjectDoc, locale: Locale) =>
  locale === "en" || wordsComplete(wordsOfDoc(doc));

/** What a card shows; the Spanish list reads every word, to leave out a project lacking any. */
const cardFields = {
  slug: true,
  title: true,
  location: true,
  summary: true,
  budgetBand: true,
  photo: true,
  representative: true,
  service: true,
} as const;

export async function loadShownProjects(
  payload: Payload,
  locale: Locale = "en",
): Promise<ProjectSummary[]> {
  const { docs } = await payload.find({
    collection: "projects",
    where: { shown: { equals: true } },
    sort: "_order",
    limit: 100,
    depth: 1,
    overrideAccess: false,
    locale,
    ...(locale === "en" ? { select: cardFields } : {}),
  });
  return docs
    .filter((doc) => inEdition(doc as ProjectDoc, locale))
    .map((doc) => ({
      slug: doc.slug,
      title: doc.title,
      location: doc.location,
      summary: doc.summary,
      budgetBand: doc.budgetBand,
      photo: photoOf(doc.photo),
      representative: Boolean(doc.representative),
      serviceSlug: doc.service,
    }));
}

export async function loadShownProject(
  payload: Payload,
  slug: string,
  locale: Locale = "en",
): Promise<ProjectStory | undefined> {
  const { docs } = await payload.find({
    collection: "projects",
    where: { and: [{ slug: { equals: slug } }, { shown: { equals: true } }] },
    limit: 1,
    depth: 1,
    overrideAccess: false,
    locale,
  });
  const doc = docs[0];
  return doc && inEdition(doc, locale) ? storyOf(doc) : undefined;
}

/** A deleted photo leaves its pair or gallery entry out rather than a broken image. */
function storyOf(doc: ProjectDoc): ProjectStory {
  return {
    slug: doc.slug,
    serviceSlug: doc.service,
    title: doc.title,
    metaTitle: doc.metaTitle,
    metaDescription: doc.metaDescription,
    location: doc.location,
    homeType: doc.homeType,
    summary: doc.summary,
    representative: Boolean(doc.representative),
    photo: photoOf(doc.photo),
    budgetBand: doc.budgetBand,
    goal: doc.goal,
    before: doc.before,
    scope: { heading: doc.scope.heading, items: (doc.scope.items ?? []).map((row) => row.text) },
    timeline: {
      total: doc.timeline.total,
      phases: (doc.timeline.phases ?? []).map(({ name, duration, text }) => ({
        name,
        duration,
        text,
      })),
    },
    built: {
      heading: doc.built.heading,
      paragraphs: (doc.built.paragraphs ?? []).map((row) => row.text),
    },
    result: doc.result,
    pairs: (doc.pairs ?? []).flatMap((pair) => {
      const before = photoOf(pair.before);
      const after = photoOf(pair.after);
      return before && after ? [{ before, after, caption: pair.caption }] : [];
    }),
    gallery: (doc.gallery ?? []).flatMap((item) => {
      const photo = photoOf(item.photo);
      return photo ? [{ photo, caption: item.caption }] : [];
    }),
  };
}
