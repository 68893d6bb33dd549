import "server-only";
import type { Payload, PayloadRequest } from "payload";
import {
  serviceSlugs,
  defaultServicePackages,
  servicePackagesRule,
  type ServiceSlug,
  type ServicePackage,
  type ServicePackages,
} from "@/business";
import { services } from "@/services/catalog";
import { spanishPackageText } from "@/services/packages-es";
import { spanishOverEnglish } from "@/services/packages-in-spanish";
import type { Locale } from "@/lib/i18n/locale";
import type { Service as ServiceDoc } from "@/lib/cms/payload-types";

export type PackageRow = NonNullable<ServiceDoc["packages"]>[number];

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
 * The services' entries in one language. A read through a save's request puts the request's
 * language back after: the engine sets it to the one a read asks for, and a Spanish save must
 * stay Spanish.
 */
async function servicesIn(payload: Payload, locale: Locale, req?: PayloadRequest) {
  const saved = req && { locale: req.locale, fallbackLocale: req.fallbackLocale };
  try {
    const { docs } = await payload.find({
      collection: "services",
      limit: 0,
      depth: 0,
      overrideAccess: false,
      locale,
      req,
    });
    return docs;
  } finally {
    if (req) Object.assign(req, saved);
  }
}

/**
 * Every service's packages as a visitor reads them, in `locale`'s words: the Spanish side's,
 * each word it lacks taken from the English (packages-in-spanish.ts), with the English name
 * kept for the prices quoted by it. A service whose stored packages break a rule (saved before
 * the rule tightened, or missing) shows a fresh install's, and a Spanish side that breaks one
 * shows the English side's, logged, so one bad entry cannot take a page down.
 */
export async function loadServicePackages(
  payload: Payload,
  req?: PayloadRequest,
  locale: Locale = "en",
): Promise<ServicePackages> {
  const english = await servicesIn(payload, "en", req);
  const spanish = locale === "es" ? await servicesIn(payload, "es", req) : undefined;
  const packages: Record<ServiceSlug, readonly ServicePackage[]> = { ...defaultServicePackages };
  for (const slug of serviceSlugs) {
    const doc = english.find((d) => d.service === slug);
    const parsed = servicePackagesRule.safeParse(packagesOfRows(doc?.packages));
    if (!parsed.success) {
      console.error(
        `The ${slug} packages are not shown (${parsed.error.issues[0]?.message}); the site states a fresh install's until they are fixed in the admin.`,
      );
      continue;
    }
    packages[slug] = parsed.data;
    if (!spanish) continue;
    const twin = spanish.find((d) => d.service === slug);
    const words = servicePackagesRule.safeParse(
      spanishOverEnglish(parsed.data, packagesOfRows(twin?.packages)),
    );
    if (words.success)
      packages[slug] = words.data.map((pkg, index) => ({
        ...pkg,
        englishName: parsed.data[index]!.name,
      }));
    else
      console.error(
        `The ${slug} packages' Spanish side is not shown (${words.error.issues[0]?.message}); the Spanish page states the English side's until it is fixed in the admin.`,
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
    packages.map(({ name, size, description, features }) => [
      name,
      size ?? null,
      description,
      features,
    ]),
  );

/** Every service's entry, English side. */
async function englishServices(payload: Payload) {
  const { docs } = await payload.find({ collection: "services", locale: "en", limit: 0, depth: 0 });
  return docs;
}

const spanishSideOf = (payload: Payload, id: ServiceDoc["id"]) =>
  payload.findByID({ collection: "services", id, locale: "es", depth: 0 });

const writeSpanishPackages = (payload: Payload, id: ServiceDoc["id"], packages: PackageRow[]) =>
  payload.update({ collection: "services", id, locale: "es", data: { packages } });

/**
 * The Spanish side of each seeded service's packages (packages-es.ts), on the same rows (same
 * ids): written once, only while the English words are still the seed's and the Spanish side
 * is empty. Prices are one field for both editions.
 */
export async function seedSpanishPackages(payload: Payload) {
  for (const doc of await englishServices(payload)) {
    const slug = doc.service as ServiceSlug;
    const spanish = spanishPackageText[slug];
    const rows = doc.packages ?? [];
    if (wordsOf(packagesOfRows(rows)) !== wordsOf(defaultServicePackages[slug])) continue;
    const side = await spanishSideOf(payload, doc.id);
    if (side.packages?.some((row) => row.description)) continue;
    await writeSpanishPackages(
      payload,
      doc.id,
      rows.map((row, index) => ({
        ...row,
        name: spanish[index]!.name,
        size: spanish[index]?.size ?? null,
        description: spanish[index]!.description,
        features: (row.features ?? []).map((feature, at) => ({
          ...feature,
          text: spanish[index]!.features[at]!,
        })),
      })),
    );
  }
}

/**
 * The Spanish names of an install made before names had a Spanish side (the migration
 * 20261203_120000 moved each name to the English side and left the Spanish one empty): written
 * once, onto a service whose Spanish side is otherwise written and whose English names are all
 * still the seed's. A service with a name the owner changed keeps its Spanish names empty for
 * the owner to write (the admin lists it among what lacks Spanish); its page shows the English.
 */
export async function seedSpanishPackageNames(payload: Payload) {
  for (const doc of await englishServices(payload)) {
    const slug = doc.service as ServiceSlug;
    const english = doc.packages ?? [];
    if (english.some((row, index) => row.name !== defaultServicePackages[slug][index]?.name))
      continue;
    const rows = (await spanishSideOf(payload, doc.id)).packages ?? [];
    if (rows.length !== english.length || rows.some((row) => !row.description)) continue;
    if (rows.every((row) => row.name)) continue;
    await writeSpanishPackages(
      payload,
      doc.id,
      rows.map((row, index) => ({
        ...row,
        name: row.name || spanishPackageText[slug][index]!.name,
      })),
    );
  }
}
