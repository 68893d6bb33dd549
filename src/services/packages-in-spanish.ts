import type { ServiceSlug } from "@/business/facts";
import { defaultServicePackages, type ServicePackage } from "@/services/packages";
import { spanishPackageText } from "@/services/packages-es";

/**
 * A service's packages as the Spanish page shows them. The Spanish words are the owner's from
 * the admin's Spanish side; a word still as the seed wrote it in English (the fresh install's
 * facts, or a Spanish side not yet seeded, which falls back to the English) shows the seed's
 * Spanish (packages-es.ts) instead, so a Spanish page never prints the seed's English. Names
 * and prices are one field for both editions.
 */
export function packagesInSpanish(
  slug: ServiceSlug,
  packages: readonly ServicePackage[],
): ServicePackage[] {
  return packages.map((pkg) => {
    const index = defaultServicePackages[slug].findIndex((seed) => seed.name === pkg.name);
    const seed = defaultServicePackages[slug][index];
    const spanish = spanishPackageText[slug][index];
    if (!seed || !spanish) return pkg;
    const asSeeded = (written: string | undefined, seedWords: string | undefined) =>
      written !== undefined && written === seedWords;
    return {
      ...pkg,
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
