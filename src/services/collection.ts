import { locales, type Locale } from "@/lib/i18n/locale";
import type { CollectionBeforeChangeHook, CollectionConfig, PayloadRequest } from "payload";
import {
  serviceSlugs,
  packageRules,
  packageSetRule,
  servicePackagesRule,
  withServicePackages,
  placeholderHint,
  placeholderProblem,
  forgetFacts,
  type ServiceSlug,
  type ServicePackage,
  type SiteFacts,
} from "@/business";
import { ideaBudgetProblem } from "@/ideas";
import { getService } from "@/services/catalog";
import { factsFor } from "@/site/server";
import { forgetContent } from "@/lib/cms/content-cache";
import { everyPage } from "@/lib/cache/page-store.mjs";
import { articlePlaceholderProblem } from "@/posts";
import { signedInOnly } from "@/lib/cms/roles";
import { packagesOfRows, type PackageRow } from "./stored-packages";
import { featureRowLabel, packageRowLabel } from "./package-row-label";
import { obeys, refuseField } from "@/lib/cms/validation";

/** A {{placeholder}} in a package's text that the site cannot fill would show as typed. */
function packageTextProblem(facts: SiteFacts, packages: readonly ServicePackage[]) {
  for (const { name, description, features } of packages)
    for (const text of [description, ...features]) {
      const problem = placeholderProblem(facts, text, `The "${name}" package`);
      if (problem) return problem;
    }
  return null;
}

const keepTheName = "Keep the package's name, or change that text first.";

/**
 * Every side's entries of a collection, read through the save's own request (a read outside it
 * would queue behind it). The engine sets a request's locale to the one a read asks for, so the
 * save's own locale is put back after.
 */
async function inEverySide<T>(req: PayloadRequest, read: (locale: Locale) => Promise<T[]>) {
  const { locale, fallbackLocale } = req;
  try {
    const found: T[] = [];
    for (const side of locales) found.push(...(await read(side)));
    return found;
  } finally {
    Object.assign(req, { locale, fallbackLocale });
  }
}

/** An article or FAQ answer quoting a package by name ({{price:kitchen-remodeling:essential-refresh}}). */
async function quoteProblem(facts: SiteFacts, req: PayloadRequest) {
  const { payload } = req;
  const posts = await inEverySide(
    req,
    async (locale) =>
      (await payload.find({ collection: "posts", limit: 0, depth: 0, req, locale })).docs,
  );
  for (const doc of posts) {
    const problem = doc.content ? articlePlaceholderProblem(facts, doc.content) : null;
    if (problem)
      return `The article "${doc.title}" could no longer be filled in (${problem}). ${keepTheName}`;
  }
  const faqs = await inEverySide(
    req,
    async (locale) =>
      (await payload.find({ collection: "faqs", limit: 0, depth: 0, req, locale })).docs,
  );
  for (const doc of faqs) {
    const problem = doc.answer ? placeholderProblem(facts, doc.answer, "The answer") : null;
    if (problem)
      return `The FAQ answer to "${doc.question}" could no longer be filled in (${problem}). ${keepTheName}`;
  }
  return null;
}

/**
 * A Spanish save's rows with the English side's names: prices are quoted by those, and a save of
 * the Spanish side leaves them as they are (rows are the same rows, by id, in both sides).
 */
async function withEnglishNames(
  req: PayloadRequest,
  id: number | undefined,
  rows: PackageRow[] | undefined,
) {
  if (req.locale === "en" || id === undefined || !rows) return rows;
  const { locale, fallbackLocale } = req;
  let english: PackageRow[];
  try {
    const doc = await req.payload.findByID({
      collection: "services",
      id,
      depth: 0,
      req,
      locale: "en",
    });
    english = doc.packages ?? [];
  } finally {
    Object.assign(req, { locale, fallbackLocale });
  }
  return rows.map((row, index) => ({
    ...row,
    name: (english.find((twin) => twin.id === row.id) ?? english[index])?.name ?? row.name,
  }));
}

/**
 * Prices other pages state must still read right: an idea page's typical budget starts at or
 * above the starting price, and an article's or FAQ answer's {{price:…}} still finds its package.
 */
const checkPagesThatQuotePrices: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== "update") return data;
  const slug = (data.service ?? originalDoc?.service) as ServiceSlug;
  const rows = (data.packages ?? originalDoc?.packages) as PackageRow[] | undefined;
  const parsed = servicePackagesRule.safeParse(
    packagesOfRows(await withEnglishNames(req, originalDoc?.id, rows)),
  );
  // The fields' own checks report a package that breaks a rule.
  if (!parsed.success) return data;
  const proposed = withServicePackages(await factsFor(req), slug, parsed.data);
  const problem =
    packageTextProblem(proposed, parsed.data) ??
    ideaBudgetProblem(proposed) ??
    (await quoteProblem(proposed, req));
  if (problem) refuseField(req, "services", "packages", problem);
  return data;
};

/**
 * The six services' packages and prices. The services themselves are fixed (each has its own
 * page), so entries are neither added nor deleted; anyone may read them (every service page and
 * its structured data print them); signed-in people change them, and a save shows at once.
 */
export const Services: CollectionConfig = {
  slug: "services",
  labels: { singular: "Service", plural: "Services and prices" },
  admin: {
    useAsTitle: "title",
    defaultColumns: ["title", "updatedAt"],
    group: "Content",
    description:
      "The packages and prices on each service page. The cheapest package's price is the service's starting price, which the FAQ, the idea pages and search results quote.",
  },
  access: {
    read: () => true,
    create: () => false,
    update: signedInOnly,
    delete: () => false,
  },
  hooks: {
    beforeChange: [checkPagesThatQuotePrices],
    afterChange: [
      () => {
        forgetFacts();
        forgetContent("services", everyPage);
      },
    ],
  },
  fields: [
    {
      name: "service",
      type: "select",
      required: true,
      unique: true,
      options: serviceSlugs.map((slug) => ({ label: getService(slug).title, value: slug })),
      admin: { readOnly: true, position: "sidebar" },
    },
    { name: "title", type: "text", required: true, admin: { readOnly: true } },
    {
      name: "packages",
      type: "array",
      label: "Packages",
      labels: { singular: "Package", plural: "Packages" },
      minRows: 3,
      maxRows: 3,
      validate: (rows: unknown) => obeys(packageSetRule)(packagesOfRows(rows as never)),
      admin: {
        components: { RowLabel: packageRowLabel },
        description: placeholderHint(
          "Shown side by side, in this order. A feature or description may quote a business fact as a placeholder, like articles do:",
          ["a {{structuralWarranty}}", "{{years}} of experience"],
        ),
      },
      fields: [
        {
          type: "row",
          fields: [
            {
              name: "name",
              localized: true,
              type: "text",
              label: "Name",
              required: true,
              validate: obeys(packageRules.name),
            },
            {
              name: "price",
              type: "text",
              label: "Price",
              required: true,
              validate: obeys(packageRules.price),
              admin: { description: '"$25K-$40K", "$80K-$150K+" or "From $75,000"' },
            },
            {
              name: "size",
              localized: true,
              type: "text",
              label: "Size (optional)",
              validate: obeys(packageRules.size),
              admin: { description: 'e.g. "200-300 sq ft"' },
            },
          ],
        },
        {
          name: "description",
          localized: true,
          type: "textarea",
          label: "Description",
          required: true,
          validate: obeys(packageRules.description),
        },
        {
          name: "features",
          type: "array",
          label: "Features",
          labels: { singular: "Feature", plural: "Features" },
          minRows: 3,
          maxRows: 6,
          validate: obeys(packageRules.features),
          admin: { components: { RowLabel: featureRowLabel } },
          fields: [
            {
              name: "text",
              localized: true,
              type: "text",
              label: "Feature",
              required: true,
              validate: obeys(packageRules.feature),
            },
          ],
        },
        { name: "popular", type: "checkbox", label: "Badge as Most Popular", defaultValue: false },
      ],
    },
  ],
};
