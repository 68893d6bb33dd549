import type { CollectionConfig, Field, PayloadRequest } from "payload";
import type { ZodType } from "zod";
import { companyNameIn, projectRules } from "@/projects/projects";
import { factsFor } from "@/site/server";
import { services } from "@/services";
import { publicContent } from "@/lib/cms/public-content";
import { rowLabel } from "@/lib/cms/row-label";
import { obeys, ruledField } from "@/lib/cms/validation";

const text = (
  name: string,
  label: string,
  description?: string,
  rule: ZodType = projectRules.text,
): Field => ruledField("text", name, label, rule, description);

/** Words a visitor reads: written once per edition (the Spanish side starts empty). */
const inEachLanguage = (field: Field): Field => ({ ...field, localized: true }) as Field;

const words = (name: string, label: string, description?: string): Field =>
  inEachLanguage(text(name, label, description));

const paragraph = (name: string, label: string, description?: string): Field =>
  inEachLanguage(ruledField("textarea", name, label, projectRules.paragraph, description));

const photo = (name: string, label: string, description?: string): Field => ({
  name,
  type: "upload",
  relationTo: "media",
  label,
  required: true,
  ...(description ? { admin: { description } } : {}),
});

/**
 * Rows the owner adds one by one; the admin names each row by `title` (its fields in braces),
 * or by what a row is while those are empty.
 */
const rows = (
  name: string,
  label: string,
  row: { singular: string; plural: string; title: string },
  fields: Field[],
  { minRows = 1, description }: { minRows?: number; description?: string } = {},
): Field => ({
  name,
  type: "array",
  label,
  labels: { singular: row.singular, plural: row.plural },
  ...(minRows ? { minRows } : {}),
  admin: {
    ...(description ? { description } : {}),
    components: rowLabel(row.title, row.singular),
  },
  fields,
});

/** A heading over rows, one part of the project's story. */
const headedRows = (name: string, label: string, list: Field): Field => ({
  name,
  type: "group",
  label,
  fields: [words("heading", "Heading"), list],
});

/** A heading and its paragraph, one part of the project's story. */
const storyPart = (name: string, label: string, hint: string): Field => ({
  name,
  type: "group",
  label,
  admin: { description: hint },
  fields: [words("heading", "Heading"), paragraph("text", "Text")],
});

/**
 * Finished jobs, each a page at /projects/<address> and a card on the home page. Anyone may read
 * the shown ones; only signed-in people change anything. Representative projects (typical work,
 * not one client's home) are labelled as such on the site. Its words are written once per edition;
 * its address, service, budget and photos are the same in both.
 */
export const Projects: CollectionConfig = {
  slug: "projects",
  labels: { singular: "Project", plural: "Projects" },
  orderable: true,
  admin: {
    useAsTitle: "title",
    defaultColumns: ["title", "location", "service", "shown", "representative"],
    group: "Content",
    description:
      "Finished jobs with their photos, shown on the home page in this order (drag to reorder) and each on its own page. The Spanish pages show a project once its Spanish side is written (switch the language at the top of its page).",
  },
  // A project shows on the home page, its service's page and its own, and articles link to it.
  ...publicContent("projects", {
    paths: ["/", "/sitemap.xml"],
    prefixes: ["/projects/", "/services/", "/blog/"],
  }),
  fields: [
    words(
      "title",
      "Title",
      'What was done where, e.g. "A 1978 Galley Kitchen Opened Up in Richardson".',
    ),
    {
      name: "slug",
      type: "text",
      label: "Page address",
      required: true,
      unique: true,
      index: true,
      validate: obeys(projectRules.slug),
      admin: {
        position: "sidebar",
        description:
          "The end of the page's address: /projects/<this>. Changing it breaks old links.",
      },
    },
    {
      name: "service",
      type: "select",
      label: "Service",
      required: true,
      options: services.map((service) => ({ label: service.title, value: service.slug })),
      admin: { position: "sidebar" },
    },
    {
      name: "shown",
      type: "checkbox",
      label: "Shown on the site",
      defaultValue: true,
      admin: { position: "sidebar" },
    },
    {
      name: "representative",
      type: "checkbox",
      label: "Representative project (labelled as such on the site)",
      defaultValue: false,
      admin: {
        position: "sidebar",
        description:
          "For typical work rather than one client's home. The site starts with three; replace them with your own finished jobs.",
      },
    },
    text("location", "Neighborhood and city", 'e.g. "Canyon Creek, Richardson".'),
    words("homeType", "Home", 'e.g. "1978 two-story brick home on a slab foundation".'),
    paragraph(
      "summary",
      "Summary",
      "Two or three sentences: shown at the top of the page and on its card.",
    ),
    photo(
      "photo",
      "Main photo",
      "Shown at the top of the page, on its card and when the page is shared.",
    ),
    text("budgetBand", "Budget range", "In thousands, e.g. $38K–$45K.", projectRules.budgetBand),
    storyPart("goal", "What the homeowners wanted", "Their goals, in their terms."),
    storyPart("before", "Before", "The house as you found it."),
    rows(
      "pairs",
      "Before and after photos",
      { singular: "Pair", plural: "Pairs", title: "{caption}" },
      [photo("before", "Before"), photo("after", "After"), words("caption", "What changed")],
      {
        description:
          "Each pair is shown with a slider to compare; take both from the same spot if you can.",
      },
    ),
    headedRows(
      "scope",
      "Scope of work",
      rows("items", "Work done", { singular: "Item", plural: "Items", title: "{text}" }, [
        words("text", "Item"),
      ]),
    ),
    {
      name: "timeline",
      type: "group",
      label: "Timeline",
      fields: [
        words(
          "total",
          "In total",
          'e.g. "7 weeks on site, after 4 weeks of design and permitting".',
        ),
        rows(
          "phases",
          "Phases",
          { singular: "Phase", plural: "Phases", title: "{name}: {duration}" },
          [
            words("name", "Phase"),
            words("duration", "How long"),
            paragraph("text", "What happened"),
          ],
        ),
      ],
    },
    headedRows(
      "built",
      "How we built it",
      rows(
        "paragraphs",
        "Paragraphs",
        { singular: "Paragraph", plural: "Paragraphs", title: "{text}" },
        [paragraph("text", "Paragraph")],
      ),
    ),
    storyPart("result", "The result", "What the family can do now."),
    rows(
      "gallery",
      "More photos",
      { singular: "Photo", plural: "Photos", title: "{caption}" },
      [photo("photo", "Photo"), words("caption", "Caption")],
      { minRows: 0 },
    ),
    {
      name: "metaTitle",
      localized: true,
      type: "text",
      label: "Title in search results",
      required: true,
      validate: async (value: unknown, { req }: { req: PayloadRequest }) => {
        const problem = obeys(projectRules.metaTitle)(value);
        if (problem !== true) return problem;
        return companyNameIn(String(value), (await factsFor(req)).business.name) ?? true;
      },
      admin: { position: "sidebar", description: "Up to 60 characters, without the company name." },
    },
    {
      name: "metaDescription",
      localized: true,
      type: "textarea",
      label: "Description in search results",
      required: true,
      validate: obeys(projectRules.metaDescription),
      admin: { position: "sidebar", description: "120 to 160 characters." },
    },
  ],
};
