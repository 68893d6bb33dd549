import type { Project } from "./projects";
import type { Project as ProjectDoc } from "@/lib/cms/payload-types";

/**
 * A project's words: everything a visitor reads that is written once per edition. The address,
 * service, place, budget and photos are shared by both editions and are not among them.
 */
export type ProjectWords = Pick<
  Project,
  | "title"
  | "metaTitle"
  | "metaDescription"
  | "homeType"
  | "summary"
  | "goal"
  | "before"
  | "scope"
  | "timeline"
  | "built"
  | "result"
> & { pairCaptions: string[]; galleryCaptions: string[] };

export function wordsOfProject(project: Project): ProjectWords {
  const { title, metaTitle, metaDescription, homeType, summary, goal, before } = project;
  const { scope, timeline, built, result, pairs, gallery } = project;
  return {
    title,
    metaTitle,
    metaDescription,
    homeType,
    summary,
    goal,
    before,
    scope,
    timeline,
    built,
    result,
    pairCaptions: pairs.map((pair) => pair.caption),
    galleryCaptions: gallery.map((item) => item.caption),
  };
}

/** A project with another edition's words over its shared facts, row for row. */
export function withWords(project: Project, words: ProjectWords): Project {
  const { pairCaptions, galleryCaptions, ...texts } = words;
  if (pairCaptions.length !== project.pairs.length)
    throw new Error(
      `${project.slug}: ${pairCaptions.length} pair captions for ${project.pairs.length} pairs`,
    );
  if (galleryCaptions.length !== project.gallery.length)
    throw new Error(
      `${project.slug}: ${galleryCaptions.length} captions for ${project.gallery.length} photos`,
    );
  return {
    ...project,
    ...texts,
    pairs: project.pairs.map((pair, index) => ({ ...pair, caption: pairCaptions[index]! })),
    gallery: project.gallery.map((item, index) => ({ ...item, caption: galleryCaptions[index]! })),
  };
}

type Fields = Record<string, unknown>;
const textOf = (value: unknown) => (typeof value === "string" ? value : "");
const fieldsOf = (value: unknown): Fields =>
  typeof value === "object" && value !== null ? (value as Fields) : {};
const rowsOf = (value: unknown): Fields[] => (Array.isArray(value) ? value.map(fieldsOf) : []);
const sectionOf = (value: unknown) => {
  const { heading, text } = fieldsOf(value);
  return { heading: textOf(heading), text: textOf(text) };
};

/**
 * A project's words as the admin holds one side of it. The Spanish side of a project nobody has
 * translated comes back without its texts (no fallback to English): those read as empty here.
 */
export function wordsOfDoc(doc: ProjectDoc): ProjectWords {
  const side = doc as unknown as Fields;
  const scope = fieldsOf(side.scope);
  const timeline = fieldsOf(side.timeline);
  const built = fieldsOf(side.built);
  return {
    title: textOf(side.title),
    metaTitle: textOf(side.metaTitle),
    metaDescription: textOf(side.metaDescription),
    homeType: textOf(side.homeType),
    summary: textOf(side.summary),
    goal: sectionOf(side.goal),
    before: sectionOf(side.before),
    scope: {
      heading: textOf(scope.heading),
      items: rowsOf(scope.items).map((row) => textOf(row.text)),
    },
    timeline: {
      total: textOf(timeline.total),
      phases: rowsOf(timeline.phases).map((row) => ({
        name: textOf(row.name),
        duration: textOf(row.duration),
        text: textOf(row.text),
      })),
    },
    built: {
      heading: textOf(built.heading),
      paragraphs: rowsOf(built.paragraphs).map((row) => textOf(row.text)),
    },
    result: sectionOf(side.result),
    pairCaptions: rowsOf(side.pairs).map((row) => textOf(row.caption)),
    galleryCaptions: rowsOf(side.gallery).map((row) => textOf(row.caption)),
  };
}

const texts = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(texts)
      : Object.values(fieldsOf(value)).flatMap(texts);

/**
 * Whether every text of a side is written: a project missing any of its Spanish is left out of
 * the Spanish pages (a page with gaps would print nothing where a caption or a step belongs).
 */
export const wordsComplete = (words: ProjectWords): boolean =>
  texts(words).every((text) => text.trim() !== "");
