import type { CollectionBeforeChangeHook, CollectionConfig } from "payload";
import { blogCategories, postRules, blogPath } from "@/posts/blog";
import { slugify } from "@/lib/routing/page-address";
import { forgetContent } from "@/lib/cms/content-cache";
import type { PageSelection } from "@/lib/cache/page-store.mjs";
import { articlePlaceholderProblem } from "./article-text";
import { factsFor } from "@/site/server";
import { placeholderHint } from "@/business";
import { isSignedIn, signedInOnly } from "@/lib/cms/roles";
import { articleEditor } from "@/lib/cms/rich-text";
import { obeys, refuseField } from "@/lib/cms/validation";

/** An article shows on its own page, in the lists of /resources, in the feed and the sitemap. */
const pagesShowingArticles: PageSelection = {
  paths: ["/resources", "/rss.xml", "/sitemap.xml"],
  prefixes: [blogPath(""), "/resources/category/"],
};

/** A {{placeholder}} the site cannot fill would show as typed: refused with its reason. */
const checkPlaceholders: CollectionBeforeChangeHook = async ({ data, req }) => {
  const problem = data.content
    ? articlePlaceholderProblem(await factsFor(req), data.content)
    : null;
  if (problem) refuseField(req, "posts", "content", problem);
  return data;
};

/**
 * The articles of /resources and /blog/<address>. Drafts are saved beside the published
 * version and seen only by signed-in people (and in their preview) until published; anonymous
 * visitors read published articles only, and never an article's history.
 */
export const Posts: CollectionConfig = {
  slug: "posts",
  labels: { singular: "Article", plural: "Articles" },
  versions: { drafts: true, maxPerDoc: 20 },
  admin: {
    useAsTitle: "title",
    defaultColumns: ["title", "category", "date", "_status"],
    group: "Content",
    description:
      "Guides for homeowners. Save a draft as often as you like and preview it; visitors see an article once it is published.",
    // The engine's Preview is an icon alone.
    components: {
      edit: { PreviewButton: "/components/layout/admin-preview-link#AdminPreviewLink" },
    },
    preview: (doc) =>
      typeof doc.slug === "string" && doc.slug
        ? `/preview?path=${encodeURIComponent(blogPath(doc.slug))}`
        : null,
  },
  access: {
    read: ({ req }) => isSignedIn(req) || { _status: { equals: "published" } },
    readVersions: signedInOnly,
    create: signedInOnly,
    update: signedInOnly,
    delete: signedInOnly,
  },
  hooks: {
    beforeChange: [checkPlaceholders],
    afterChange: [() => forgetContent("posts", pagesShowingArticles)],
    afterDelete: [() => forgetContent("posts", pagesShowingArticles)],
  },
  fields: [
    {
      name: "title",
      localized: true,
      type: "text",
      label: "Title",
      required: true,
      validate: obeys(postRules.title),
    },
    {
      name: "slug",
      type: "text",
      label: "Page address",
      unique: true,
      index: true,
      validate: obeys(postRules.slug),
      hooks: {
        // Left empty, it is made from the title; once published, changing it breaks links.
        beforeValidate: [
          ({ value, data }) => value || (data?.title ? slugify(String(data.title)) : value),
        ],
      },
      admin: {
        position: "sidebar",
        description:
          "The end of the page's address: /blog/<this>. Left empty, it is made from the title.",
      },
    },
    {
      name: "excerpt",
      localized: true,
      type: "textarea",
      label: "Summary",
      required: true,
      validate: obeys(postRules.excerpt),
      admin: {
        description:
          "Two or three sentences, shown under the title, on its card and in search results.",
      },
    },
    { name: "hero", type: "upload", relationTo: "media", label: "Main photo", required: true },
    {
      name: "content",
      localized: true,
      type: "richText",
      label: "Article",
      required: true,
      editor: articleEditor,
      admin: {
        description: placeholderHint(
          "Start sections with Heading 2. A fact the site keeps elsewhere can be quoted as a placeholder, which prints the whole phrase and stays right when the fact changes:",
          [
            "covered by our {{workmanshipWarranty}}",
            "usually {{price:kitchen-remodeling:complete-transformation}}",
            "about {{timeline:bathroom-remodeling:total}} in all",
          ],
        ),
      },
    },
    {
      name: "category",
      type: "select",
      label: "Topic",
      required: true,
      options: blogCategories.map((category) => ({ label: category, value: category })),
      admin: { position: "sidebar" },
    },
    {
      name: "date",
      type: "date",
      label: "Published on",
      required: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: "sidebar", date: { pickerAppearance: "dayOnly" } },
    },
    {
      name: "updated",
      type: "date",
      label: "Last revised on",
      admin: {
        position: "sidebar",
        date: { pickerAppearance: "dayOnly" },
        description: "Set it when you revise an article in substance; the page shows it.",
      },
    },
    {
      name: "featured",
      type: "checkbox",
      label: "Featured at the top of /resources",
      defaultValue: false,
      admin: { position: "sidebar" },
    },
    {
      name: "keywords",
      localized: true,
      type: "text",
      hasMany: true,
      label: "Search phrases",
      admin: { position: "sidebar", description: "What a homeowner would type to find it." },
    },
    {
      name: "cta",
      type: "group",
      label: "Button at the end",
      fields: [
        {
          name: "label",
          localized: true,
          type: "text",
          label: "Button text",
          required: true,
          // Each edition's own words: an article's Spanish starts with a Spanish button.
          defaultValue: ({ locale }: { locale?: string }) =>
            locale === "es" ? "Pida su presupuesto gratuito" : "Get a Free Estimate",
        },
        {
          name: "href",
          type: "text",
          label: "Goes to",
          required: true,
          defaultValue: "/contact",
          validate: obeys(postRules.ctaHref),
        },
      ],
    },
  ],
};
