import "server-only";
import type { Payload, PayloadRequest } from "payload";
import { serviceSlugs, type ServiceSlug } from "@/business/facts";
import {
  defaultServicePackages,
  servicePackagesRule,
  type ServicePackage,
  type ServicePackages,
} from "@/services/packages";
import { services } from "@/services/catalog";
import { spanishPackageText } from "@/services/packages-es";
import type { Service as ServiceDoc } from "@/lib/cms/payload-types";

type PackageRow = NonNullable<ServiceDoc["packages"]>[number];

/** The admin's rows as the site's packages (a feature is a row of its own there). */
export const packagesOfRows = (rows: readonly Partial<PackageRow>[] | null | undefined) =>
  (rows ?? []).map(({ name, price, size, description, features, popular }) => ({
    name,
    price,
    ...(size ? { size } : {}),
    description,
    features: (features ?? []).map((row) => row?.text),
    popular: Boolean(popular),
  }));

const rowsOfPackages = (packages: readonly ServicePackage[]) =>
  packages.map(({ features, size, ...rest }) => ({
    ...rest,
    size: size ?? null,
    features: features.map((text) => ({ text })),
  }));

/**
 * Every service's packages as a visitor reads them. A service whose stored packages break a rule
 * (saved before the rule tightened, or missing) shows a fresh install's, logged, so one bad entry
 * cannot take a page down.
 */
export async function loadServicePackages(
  payload: Payload,
  req?: PayloadRequest,
): Promise<ServicePackages> {
  const { docs } = await payload.find({
    collection: "services",
    limit: 0,
    depth: 0,
    overrideAccess: false,
    req,
  });
  const packages: Record<ServiceSlug, readonly ServicePackage[]> = { ...defaultServicePackages };
  for (const slug of serviceSlugs) {
    const doc = docs.find((d) => d.service === slug);
    const parsed = servicePackagesRule.safeParse(packagesOfRows(doc?.packages));
    if (parsed.success) packages[slug] = parsed.data;
    else
      console.error(
        `The ${slug} packages are not shown (${parsed.error.issues[0]?.message}); the site states a fresh install's until they are fixed in the admin.`,
      );
  }
  return packages;
}

/**
 * A fresh install starts with the spec's packages, one entry per service (seeded once). An entry
 * already there (the owner's, or from a seed cut short) is left as it is.
 */
export async function seedServices(payload: Payload) {
  const marker = "seeded:services";
  if (await payload.kv.has(marker)) return;
  const { docs } = await payload.find({ collection: "services", limit: 0, depth: 0 });
  const present = new Set(docs.map((doc) => doc.service));
  for (const { slug, title } of services)
    if (!present.has(slug))
      await payload.create({
        collection: "services",
        data: { service: slug, title, packages: rowsOfPackages(defaultServicePackages[slug]) },
      });
  await payload.kv.set(marker, { at: new Date().toISOString() });
  payload.logger.info("Seeded the services' packages from the content modules.");
}

/** A service's package words (what the Spanish side translates), to compare with the seed's. */
const wordsOf = (packages: readonly Partial<ServicePackage>[]) =>
  JSON.stringify(
    packages.map(({ size, description, features }) => [size ?? null, description, features]),
  );

/**
 * The Spanish side of each seeded service's packages (packages-es.ts), on the same rows (same
 * ids): written once, only while the English words are still the seed's and the Spanish side
 * is empty. Names and prices are one field for both editions.
 */
export async function seedSpanishPackages(payload: Payload) {
  const { docs } = await payload.find({ collection: "services", locale: "en", limit: 0, depth: 0 });
  for (const doc of docs) {
    const slug = doc.service as ServiceSlug;
    const spanish = spanishPackageText[slug];
    const rows = doc.packages ?? [];
    if (wordsOf(packagesOfRows(rows)) !== wordsOf(defaultServicePackages[slug])) continue;
    const side = await payload.findByID({
      collection: "services",
      id: doc.id,
      locale: "es",
      depth: 0,
    });
    if (side.packages?.some((row) => row.description)) continue;
    await payload.update({
      collection: "services",
      id: doc.id,
      locale: "es",
      data: {
        packages: rows.map((row, index) => ({
          ...row,
          size: spanish[index]?.size ?? null,
          description: spanish[index]!.description,
          features: (row.features ?? []).map((feature, at) => ({
            ...feature,
            text: spanish[index]!.features[at]!,
          })),
        })),
      },
    });
  }
}
