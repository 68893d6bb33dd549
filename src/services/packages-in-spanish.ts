import { defaultServicePackages, type ServiceSlug, type ServicePackage } from "@/business";
import { spanishPackageText } from "@/services/packages-es";

/** A package's words as either side of the admin holds them (an empty one is '' or missing). */
type Words = {
  name?: string | null;
  size?: string | null;
  description?: string | null;
  features?: readonly (string | null | undefined)[];
};

const written = (text: string | null | undefined) => Boolean(text?.trim());

/**
 * A service's packages from the admin's Spanish side, each word the Spanish side lacks (never
 * written, or a name left empty by the upgrade that made names bilingual) taken from the English
 * side, for `packagesInSpanish` to put in Spanish if it is still the seed's. Rows are the same
 * rows in both sides, in the same order. The English name goes along as `englishName`: prices
 * are quoted by it.
 */
export function spanishOverEnglish<T extends ServicePackage>(
  english: readonly T[],
  spanish: readonly Words[],
): ServicePackage[] {
  return english.map(({ englishName: _, ...row }, index) => {
    const twin = spanish[index] ?? {};
    const size = written(twin.size) ? twin.size! : row.size;
    return {
      ...row,
      name: written(twin.name) ? twin.name! : row.name,
      englishName: row.name,
      ...(size ? { size } : {}),
      description: written(twin.description) ? twin.description! : row.description,
      features: row.features.map((text, at) => {
        const translated = twin.features?.[at];
        return written(translated) ? translated! : text;
      }),
    };
  });
}

/**
 * A service's packages as the Spanish page shows them. The Spanish words are the owner's from
 * the admin's Spanish side; a word still as the seed wrote it in English (a fresh install's
 * facts, or a Spanish side not yet written, which falls back to the English) shows the seed's
 * Spanish (packages-es.ts) instead, so a Spanish page never prints the seed's English. A package
 * is matched to its seed by its English name (the Spanish one may be the owner's), or, once the
 * owner renamed it, by its place in the service.
 */
export function packagesInSpanish(
  slug: ServiceSlug,
  packages: readonly ServicePackage[],
): ServicePackage[] {
  const seeds = defaultServicePackages[slug];
  return packages.map((pkg, place) => {
    const named = seeds.findIndex((seed) => seed.name === (pkg.englishName ?? pkg.name));
    const index = named >= 0 ? named : place;
    const seed = seeds[index];
    const spanish = spanishPackageText[slug][index];
    if (!seed || !spanish) return pkg;
    const asSeeded = (written: string | undefined, seedWords: string | undefined) =>
      written !== undefined && written === seedWords;
    return {
      ...pkg,
      name: asSeeded(pkg.name, seed.name) ? spanish.name : pkg.name,
      englishName: pkg.englishName ?? pkg.name,
      size: asSeeded(pkg.size, seed.size) ? (spanish.size ?? pkg.size) : pkg.size,
      description: asSeeded(pkg.description, seed.description)
        ? spanish.description
        : pkg.description,
      features: pkg.features.map((feature) => {
        const at = seed.features.indexOf(feature);
        return at >= 0 ? (spanish.features[at] ?? feature) : feature;
      }),
    };
  });
}
