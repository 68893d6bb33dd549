import { describe, expect, it } from "vitest";
import { defaultServicePackages, type ServicePackage } from "@/business/packages";
import { spanishPackageText } from "./packages-es";
import { packagesInSpanish, spanishOverEnglish } from "./packages-in-spanish";
import { serviceSlugs } from "@/business/facts";

const kitchen = defaultServicePackages["kitchen-remodeling"];
const words = spanishPackageText["kitchen-remodeling"];

describe("the Spanish package names", () => {
  it("name every seeded package, in Spanish, once per service", () => {
    for (const slug of serviceSlugs) {
      const names = spanishPackageText[slug].map((pkg) => pkg.name);
      expect(names).toHaveLength(defaultServicePackages[slug].length);
      expect(new Set(names).size, slug).toBe(names.length);
      for (const name of names) expect(name.length).toBeLessThanOrEqual(40);
    }
  });
});

describe("packagesInSpanish", () => {
  it("shows the seed's Spanish name while the name is still the seed's English", () => {
    expect(packagesInSpanish("kitchen-remodeling", kitchen).map((p) => p.name)).toEqual([
      "Renovación Esencial",
      "Transformación Completa",
      "Cocina de Lujo",
    ]);
  });

  it("shows the owner's Spanish name, matched to its seed by the English name", () => {
    const spanish = spanishOverEnglish(kitchen, [{ name: "Cocina Básica" }, {}, {}]);
    const shown = packagesInSpanish("kitchen-remodeling", spanish);
    expect(shown.map((p) => p.name)).toEqual([
      "Cocina Básica",
      "Transformación Completa",
      "Cocina de Lujo",
    ]);
    // The rest of the renamed package is still the seed's, so still put in Spanish.
    expect(shown[0]!.description).toBe(words[0]!.description);
    expect(shown.map((p) => p.englishName)).toEqual(kitchen.map((p) => p.name));
  });

  it("keeps a name the owner changed in English when the Spanish side has none", () => {
    const renamed = kitchen.map((pkg, i) => (i === 2 ? { ...pkg, name: "Chef's Kitchen" } : pkg));
    const shown = packagesInSpanish("kitchen-remodeling", spanishOverEnglish(renamed, []));
    expect(shown[2]!.name).toBe("Chef's Kitchen");
    expect(shown[2]!.englishName).toBe("Chef's Kitchen");
    // Matched by its place: its words are still the seed's, so they show in Spanish.
    expect(shown[2]!.description).toBe(words[2]!.description);
  });

  it("matches a reordered package by its English name, not its place", () => {
    const reordered = [kitchen[2]!, kitchen[0]!, kitchen[1]!];
    const shown = packagesInSpanish("kitchen-remodeling", reordered);
    expect(shown.map((p) => p.name)).toEqual([
      "Cocina de Lujo",
      "Renovación Esencial",
      "Transformación Completa",
    ]);
    expect(shown[0]!.description).toBe(words[2]!.description);
  });
});

describe("spanishOverEnglish", () => {
  const english: ServicePackage[] = defaultServicePackages["tiny-homes"].map((pkg) => ({ ...pkg }));

  it("takes each word the Spanish side has, the English where it has none", () => {
    const [first] = spanishOverEnglish(english, [
      { name: "  ", size: "", description: "Una casita.", features: ["Uno", null, ""] },
    ]);
    expect(first!.name).toBe("Essential Tiny");
    expect(first!.englishName).toBe("Essential Tiny");
    expect(first!.size).toBe("200-300 sq ft");
    expect(first!.description).toBe("Una casita.");
    expect(first!.features.slice(0, 3)).toEqual([
      "Uno",
      english[0]!.features[1],
      english[0]!.features[2],
    ]);
    expect(first!.price).toBe(english[0]!.price);
  });
});
