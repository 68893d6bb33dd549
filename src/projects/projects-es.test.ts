import { describe, expect, it } from "vitest";
import { defaultSiteFactsIn } from "@/business/site-facts";
import { englishLeftovers, stringsIn } from "@/lib/i18n/english-leftovers";
import { projectsFor } from "./projects";
import { spanishProjectsFor } from "./projects-es";
import { wordsOfProject } from "./project-words";
import { budgetText, projectFramingIn, projectLabelsIn } from "./labels";

const english = projectsFor(defaultSiteFactsIn.en);
const spanish = spanishProjectsFor(defaultSiteFactsIn.es);
const { business, claimText } = defaultSiteFactsIn.es;

/** The figures a text states; "1990s" is written "los años 90" in Spanish. */
const figures = (text: string) =>
  [...text.replace(/\b(?:19|20)(\d0)s\b/g, "$1").matchAll(/\d+(?:\.\d+)?/g)]
    .map(([figure]) => figure)
    .sort();

/** Each project's words side by side, text by text, at the same place. */
const pairedTexts = () =>
  english.flatMap((project, index) => {
    const theirs = new Map(
      stringsIn(wordsOfProject(spanish[index]!)).map(({ at, text }) => [at, text]),
    );
    return stringsIn(wordsOfProject(project)).map(({ at, text }) => ({
      at: `${project.slug}${at.slice(1)}`,
      english: text,
      spanish: theirs.get(at),
    }));
  });

const wordCount = (project: (typeof spanish)[number]) =>
  stringsIn(wordsOfProject(project))
    .map(({ text }) => text.split(/\s+/).filter(Boolean).length)
    .reduce((sum, count) => sum + count, 0);

describe("the Spanish representative projects", () => {
  it("keep the English projects' addresses, services, places, budgets and pictures", () => {
    const facts = (project: (typeof english)[number]) => ({
      slug: project.slug,
      serviceSlug: project.serviceSlug,
      location: project.location,
      budgetBand: project.budgetBand,
      pairs: project.pairs.map(({ beforeImageId, afterImageId }) => [beforeImageId, afterImageId]),
      gallery: project.gallery.map((item) => item.imageId),
    });
    expect(spanish.map(facts)).toEqual(english.map(facts));
  });

  it("have a Spanish text for every English one, row for row, with the same figures", () => {
    const texts = pairedTexts();
    expect(texts.filter((text) => text.spanish === undefined)).toEqual([]);
    expect(stringsIn(spanish.map(wordsOfProject))).toHaveLength(
      stringsIn(english.map(wordsOfProject)).length,
    );
    for (const { at, english: theirs, spanish: ours } of texts)
      expect(figures(ours ?? ""), at).toEqual(figures(theirs));
  });

  it("state the warranties as the Spanish facts word them, the structural one on the addition", () => {
    for (const project of spanish) {
      expect(project.result.text).toContain(claimText.workmanshipWarranty);
      expect(Object.values(wordsOfProject(project)).join(" ")).not.toMatch(/\d+\s?%|vitalicia/i);
    }
    const addition = spanish.find((project) => project.slug === "home-addition");
    expect(addition?.result.text).toContain(claimText.structuralWarranty);
  });

  it("are written in Spanish: no English sentence and no text left as the English one", () => {
    expect(englishLeftovers(spanish.map(wordsOfProject))).toEqual([]);
    expect(pairedTexts().filter((text) => text.spanish === text.english)).toEqual([]);
  });

  it("keep search titles and descriptions within the same limits, without the company name", () => {
    for (const project of spanish) {
      expect(project.metaTitle.length).toBeLessThanOrEqual(60);
      expect(project.metaTitle).not.toContain(business.name);
      expect(project.metaDescription.length).toBeGreaterThanOrEqual(120);
      expect(project.metaDescription.length).toBeLessThanOrEqual(160);
      expect(wordCount(project)).toBeGreaterThanOrEqual(450);
    }
  });
});

describe("the project pages' labels", () => {
  it("have every English label in Spanish, none left in English", () => {
    const withFunctions = (locale: "en" | "es") => ({
      framing: projectFramingIn[locale],
      labels: {
        ...projectLabelsIn[locale],
        serviceLink: projectLabelsIn[locale].serviceLink("Kitchen Remodeling"),
        timelineTotal: projectLabelsIn[locale].timelineTotal("7"),
      },
    });
    const places = (locale: "en" | "es") => stringsIn(withFunctions(locale)).map(({ at }) => at);
    expect(places("es")).toEqual(places("en"));
    const englishText = new Map(stringsIn(withFunctions("en")).map(({ at, text }) => [at, text]));
    expect(
      stringsIn(withFunctions("es")).filter(({ at, text }) => englishText.get(at) === text),
    ).toEqual([]);
    expect(englishLeftovers(withFunctions("es"), [])).toEqual([]);
  });

  it("name the service in a Spanish sentence and keep the slider's {percent}", () => {
    expect(projectLabelsIn.es.serviceLink("Remodelación de cocinas")).toBe(
      "Más sobre remodelación de cocinas",
    );
    expect(projectLabelsIn.es.compareValue).toContain("{percent}");
  });

  it("print a budget band in full dollars in Spanish, as typed in English", () => {
    expect(budgetText("$58K–$68K", "es")).toBe("$58,000–$68,000");
    expect(budgetText("$38K-$45K", "es")).toBe("$38,000–$45,000");
    expect(budgetText("$58K–$68K", "en")).toBe("$58K–$68K");
    expect(budgetText("$68K–$58K", "es")).toBe("$68K–$58K");
  });
});
