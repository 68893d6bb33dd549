import { describe, expect, it } from "vitest";
import { spanishFactsUnlikeAFreshInstall } from "../../tests/support/spanish-facts";
import { defaultSiteFactsIn } from "@/business/site-facts";
import { englishLeftovers, stringsIn } from "@/lib/i18n/english-leftovers";
import { projectFramingIn } from "@/projects/labels";
import { homeFor, homeSchema, projectsSectionCopy } from "./home";
import { spanishHome } from "./home-es";

const english = homeFor(defaultSiteFactsIn.en);
const spanish = homeFor(defaultSiteFactsIn.es);

/** Spanish facts unlike a fresh install's, so a number typed into the copy would show. */
const changedFacts = (clientPortal: boolean) =>
  spanishFactsUnlikeAFreshInstall({ name: "Cedar Ridge Homes", clientPortal });

const textOf = (value: unknown) =>
  stringsIn(value)
    .map(({ text }) => text)
    .join("\n");

describe("the Spanish home page", () => {
  it("parses with the home schema, with or without a client portal", () => {
    for (const facts of [defaultSiteFactsIn.es, changedFacts(true), changedFacts(false)])
      expect(() => homeSchema.parse(spanishHome(facts))).not.toThrow();
  });

  it("is picked by the facts' edition", () => {
    expect(spanish.hero.primaryCta).toBe("Pida su presupuesto gratuito");
    expect(english.hero.primaryCta).toBe("Get Free Estimate");
  });

  it("has a string wherever the English has one, and none left as the English wrote it", () => {
    const places = (home: unknown) => stringsIn(home).map(({ at }) => at);
    expect(places(spanish)).toEqual(places(english));
    const englishText = new Map(stringsIn(english).map(({ at, text }) => [at, text]));
    const same = stringsIn(spanish).filter(
      ({ at, text }) => englishText.get(at) === text && !at.endsWith("imageId"),
    );
    expect(same).toEqual([]);
  });

  it("mixes in no English", () => {
    expect(englishLeftovers(spanish)).toEqual([]);
    expect(englishLeftovers(homeFor(changedFacts(true)))).toEqual([]);
  });

  it("states every fact from the facts, in their Spanish wording", () => {
    const facts = changedFacts(true);
    const { business, claimText } = facts;
    const text = textOf(homeFor(facts));
    for (const phrase of [
      business.name,
      claimText.years,
      claimText.projects,
      claimText.rating,
      claimText.workmanshipWarranty,
      claimText.structuralWarranty,
      "válido por 45 días",
      "validez de 45 días",
      "del 15 al 25%",
      "durante 40 a 60 minutos",
      "llamada de 20 minutos",
      "llamada inicial gratuita de 20 minutos",
      "Más de 31",
      "Más de 415",
      "2 años",
    ])
      expect(text, phrase).toContain(phrase);
    // Nothing of a fresh install's figures is typed into the copy.
    for (const stale of ["46", "200", "4.9", "127", "30 a 45", "10 al 20", "10 años"])
      expect(text, stale).not.toContain(stale);
  });

  it("promises the portal only when the owner offers one", () => {
    expect(textOf(homeFor(changedFacts(true)))).toContain("portal");
    expect(textOf(homeFor(changedFacts(false)))).not.toContain("portal");
    expect(textOf(homeFor(changedFacts(false)))).toContain("gerente de proyecto");
  });

  it("says a one-year warranty in the singular", () => {
    const about = spanish.about.facts.map((fact) => fact.value);
    expect(about).toContain("1 año");
    expect(textOf(spanish)).toContain("garantía de mano de obra de 1 año");
  });

  it("fits its title and description in what search results show", () => {
    expect(spanish.metaTitle.length).toBeLessThanOrEqual(70);
    expect(spanish.metaDescription.length).toBeLessThanOrEqual(160);
    expect(spanish.metaDescription).toMatch(/^[A-ZÁÉÍÓÚ]/);
    expect(spanish.metaDescription).toContain("Más de 46 años de experiencia");
  });

  it("names its projects section as the project pages do: representative, then the owner's own", () => {
    expect(projectsSectionCopy(spanish, [{ representative: true }])).toEqual({
      heading: projectFramingIn.es.heading,
      intro: projectFramingIn.es.note,
    });
    expect(
      projectsSectionCopy(spanish, [{ representative: false }, { representative: true }]).heading,
    ).toBe("Proyectos recientes");
  });
});
