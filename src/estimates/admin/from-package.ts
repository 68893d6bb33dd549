import type { ServicePackage, ServiceSlug } from "@/business";
import { services } from "@/services";

/** The service packages an estimate may start from, as the admin's select lists them. */
export const packageStarts = services.map((service) => ({
  label: service.title,
  value: service.slug,
}));

/**
 * An estimate's choice made from a service's packages: one option a package, its description as
 * the summary and its features as lines to price. Packages hold price ranges, not line prices,
 * so every line starts at $0 for the owner to fill in.
 */
export function choiceFromPackages(slug: ServiceSlug, packages: readonly ServicePackage[]) {
  const service = services.find((one) => one.slug === slug);
  return {
    title: `${service?.title ?? "Service"} package`,
    options: packages.map((pack) => ({
      title: pack.name,
      summary: pack.description,
      lines: pack.features.map((feature) => ({
        description: feature,
        quantity: 1,
        unit: "lot",
        unitCents: 0,
        kind: "included" as const,
      })),
    })),
  };
}
