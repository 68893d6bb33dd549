import { describe, expect, it } from "vitest";
import { defaultSiteFacts } from "@/business/site-facts";
import type { Project as ProjectDoc } from "@/lib/cms/payload-types";
import { projectsFor } from "./projects";
import { withWords, wordsComplete, wordsOfDoc, wordsOfProject } from "./project-words";

const [kitchen] = projectsFor(defaultSiteFacts);
const words = wordsOfProject(kitchen!);

/** The admin's document of the kitchen project, as its English side reads. */
const englishDoc = {
  ...words,
  scope: { heading: words.scope.heading, items: words.scope.items.map((text) => ({ text })) },
  built: {
    heading: words.built.heading,
    paragraphs: words.built.paragraphs.map((text) => ({ text })),
  },
  pairs: words.pairCaptions.map((caption) => ({ before: 1, after: 2, caption })),
  gallery: words.galleryCaptions.map((caption) => ({ photo: 3, caption })),
} as unknown as ProjectDoc;

describe("a project's words", () => {
  it("read the same from the admin's document as from the content module", () => {
    expect(wordsOfDoc(englishDoc)).toEqual(words);
    expect(wordsComplete(words)).toBe(true);
  });

  it("read a side nobody wrote as empty texts on the same rows, which is not complete", () => {
    const untranslated = {
      scope: { items: [{ id: "a" }, { id: "b" }] },
      timeline: {},
      built: { paragraphs: [{ id: "c" }] },
      pairs: [{ id: "d", before: 1, after: 2 }],
      gallery: [],
    } as unknown as ProjectDoc;
    const read = wordsOfDoc(untranslated);
    expect(read.title).toBe("");
    expect(read.scope.items).toEqual(["", ""]);
    expect(read.pairCaptions).toEqual([""]);
    expect(wordsComplete(read)).toBe(false);
  });

  it("count a side with one blank caption as not complete", () => {
    expect(wordsComplete({ ...words, galleryCaptions: ["  "] })).toBe(false);
  });

  it("go over a project row for row, and refuse captions that do not match its pictures", () => {
    const renamed = withWords(kitchen!, { ...words, title: "Otra", pairCaptions: ["Uno"] });
    expect(renamed.title).toBe("Otra");
    expect(renamed.pairs[0]).toEqual({ ...kitchen!.pairs[0], caption: "Uno" });
    expect(() => withWords(kitchen!, { ...words, pairCaptions: [] })).toThrow(/pair captions/);
  });
});
