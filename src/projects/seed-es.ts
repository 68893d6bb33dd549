import "server-only";
import type { Payload } from "payload";
import { factsOf } from "@/site/server";
import type { Project as ProjectDoc } from "@/lib/cms/payload-types";
import { seedSpanishSide } from "@/lib/cms/spanish-seed";
import { projectsFor } from "./projects";
import { spanishProjectsFor } from "./projects-es";
import { wordsOfDoc, wordsOfProject, type ProjectWords } from "./project-words";

const sameWords = (a: ProjectWords, b: ProjectWords) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A project's Spanish side as a save sends it: the words, on the English side's own rows (their
 * ids and photos), so both editions keep one set of pairs, steps and paragraphs.
 */
function spanishSide(doc: ProjectDoc, words: ProjectWords) {
  const { pairCaptions, galleryCaptions, scope, timeline, built, ...texts } = words;
  const at = <T>(list: readonly T[], index: number) => list[index]!;
  return {
    ...texts,
    pairs: (doc.pairs ?? []).map((row, index) => ({ ...row, caption: at(pairCaptions, index) })),
    gallery: (doc.gallery ?? []).map((row, index) => ({
      ...row,
      caption: at(galleryCaptions, index),
    })),
    scope: {
      heading: scope.heading,
      items: (doc.scope.items ?? []).map((row, index) => ({
        ...row,
        text: at(scope.items, index),
      })),
    },
    timeline: {
      total: timeline.total,
      phases: (doc.timeline.phases ?? []).map((row, index) => ({
        ...row,
        ...at(timeline.phases, index),
      })),
    },
    built: {
      heading: built.heading,
      paragraphs: (doc.built.paragraphs ?? []).map((row, index) => ({
        ...row,
        text: at(built.paragraphs, index),
      })),
    },
  };
}

/**
 * The Spanish side of each representative project (projects-es.ts, by address): written once,
 * only onto a project whose English words are all still the seed's (so its rows are the seed's
 * rows) and whose Spanish side is empty. A project the owner adds or rewrites gets its Spanish
 * in the admin.
 */
export async function seedSpanishProjects(payload: Payload) {
  const [english, spanish] = await Promise.all([factsOf(payload), factsOf(payload, "es")]);
  const seeded = projectsFor(english);
  for (const project of spanishProjectsFor(spanish)) {
    const seed = seeded.find((candidate) => candidate.slug === project.slug);
    if (!seed) continue;
    await seedSpanishSide(
      payload,
      "projects",
      {
        where: { slug: { equals: project.slug } },
        unchanged: (side) => sameWords(wordsOfDoc(side), wordsOfProject(seed)),
        written: (side) => Boolean(side.title),
      },
      (doc) => spanishSide(doc, wordsOfProject(project)),
    );
  }
}
