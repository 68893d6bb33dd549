import { z } from "zod";
import { services, type ServiceSlug } from "@/services";

/**
 * What an idea page is, in either edition: its slugs, its categories and the schema both the
 * English (ideas.ts) and the Spanish (ideas-es.ts) builders parse their pages with. Categories
 * and seasons are keys, the same in both editions; idea-labels.ts names them in each language.
 */

export const ideaCategories = [
  "Kitchen",
  "Bathroom",
  "Addition",
  "Full Home",
  "Outdoor",
  "Tiny Home",
] as const;
export type IdeaCategory = (typeof ideaCategories)[number];

export const ideaSlugs = [
  "kitchen-inspiration",
  "bathroom-inspiration",
  "addition-inspiration",
  "whole-home-inspiration",
  "outdoor-inspiration",
  "tiny-home-inspiration",
] as const;
export type IdeaSlug = (typeof ideaSlugs)[number];

/** The outdoor page's seasons, in order; each edition names them (idea-labels.ts). */
export const ideaSeasons = ["Spring", "Summer", "Fall", "Winter"] as const;
export type Season = (typeof ideaSeasons)[number];

/** Fields that belong to one family of page only; each is required there and refused elsewhere. */
const familyFields = {
  interiorList: "whole-home-inspiration",
  exteriorList: "whole-home-inspiration",
  roiCards: "whole-home-inspiration",
  seasons: "outdoor-inspiration",
  sustainableFeatures: "tiny-home-inspiration",
  lifestyleCards: "tiny-home-inspiration",
} as const satisfies Record<string, IdeaSlug>;

const line = z.string().trim().min(3);
const sentence = z.string().trim().min(20);

const serviceSlugSchema = z.custom<ServiceSlug>(
  (value) => services.some((service) => service.slug === value),
  "Unknown service slug",
);

const imagePrefix = (slug: IdeaSlug) => `idea-${slug.replace(/-inspiration$/, "")}`;

export const ideaPageSchema = z
  .object({
    slug: z.enum(ideaSlugs),
    category: z.enum(ideaCategories),
    serviceSlug: serviceSlugSchema,
    title: line,
    metaTitle: z.string().trim().min(20).max(60),
    metaDescription: z.string().trim().min(120).max(160),
    card: z.object({
      title: line,
      description: sentence,
      budget: line,
      timeline: line,
      imageId: z.string(),
    }),
    intro: z.string().trim().min(200),
    stats: z.object({ timeline: line, investment: line, size: line, sizeLabel: line }),
    styles: z
      .array(z.object({ name: line, description: sentence, features: z.array(line).length(4) }))
      .length(4),
    possibilities: z.array(line).length(8),
    expectations: z.array(line).length(8),
    gallery: z.array(z.object({ imageId: z.string(), caption: sentence })).length(5),
    interiorList: z.array(line).min(6).optional(),
    exteriorList: z.array(line).min(6).optional(),
    roiCards: z
      .array(z.object({ value: line, label: line }))
      .length(3)
      .optional(),
    /** Whether the owner confirmed the result figures as the business's own (else examples). */
    resultsConfirmed: z.boolean().optional(),
    seasons: z
      .array(z.object({ season: z.enum(ideaSeasons), title: line, text: sentence }))
      .length(4)
      .optional(),
    sustainableFeatures: z.array(line).min(6).optional(),
    lifestyleCards: z
      .array(z.object({ title: line, text: sentence }))
      .length(3)
      .optional(),
  })
  .superRefine((page, ctx) => {
    for (const [field, owner] of Object.entries(familyFields)) {
      const present = page[field as keyof typeof familyFields] !== undefined;
      if (owner === page.slug && !present) {
        ctx.addIssue({
          code: "custom",
          path: [field],
          message: `${field} is required on ${owner}`,
        });
      }
      if (owner !== page.slug && present) {
        ctx.addIssue({
          code: "custom",
          path: [field],
          message: `${field} belongs on ${owner} only`,
        });
      }
    }
    const prefix = imagePrefix(page.slug);
    page.gallery.forEach((image, index) => {
      if (image.imageId !== `${prefix}-${index + 1}`) {
        ctx.addIssue({
          code: "custom",
          path: ["gallery", index, "imageId"],
          message: `Expected ${prefix}-${index + 1}`,
        });
      }
    });
    if (!page.gallery.some((image) => image.imageId === page.card.imageId)) {
      ctx.addIssue({
        code: "custom",
        path: ["card", "imageId"],
        message: "Card image must be in the gallery",
      });
    }
    // The card on /ideas and the stats on the page must never quote different numbers.
    if (page.card.budget !== page.stats.investment) {
      ctx.addIssue({
        code: "custom",
        path: ["card", "budget"],
        message: "Card budget differs from stats",
      });
    }
    if (page.card.timeline !== page.stats.timeline) {
      ctx.addIssue({
        code: "custom",
        path: ["card", "timeline"],
        message: "Card timeline differs from stats",
      });
    }
    if (page.seasons && page.seasons.map((s) => s.season).join() !== ideaSeasons.join()) {
      ctx.addIssue({
        code: "custom",
        path: ["seasons"],
        message: `Seasons must be ${ideaSeasons.join(", ")}`,
      });
    }
  });

export type IdeaPage = z.infer<typeof ideaPageSchema>;

/** The five captioned pictures of an idea page, in the registry's order for its slug. */
export const ideaGallery = (slug: IdeaSlug, captions: string[]) =>
  captions.map((caption, index) => ({ imageId: `${imagePrefix(slug)}-${index + 1}`, caption }));

/** The six pages of an edition: one per slug and category, no title or description twice. */
export const ideaPageSet = z
  .array(ideaPageSchema)
  .length(ideaSlugs.length)
  .refine((pages) => new Set(pages.map((p) => p.slug)).size === pages.length, "Duplicate idea slug")
  .refine(
    (pages) => new Set(pages.map((p) => p.category)).size === pages.length,
    "Duplicate category",
  )
  .refine(
    (pages) => new Set(pages.map((p) => p.metaTitle)).size === pages.length,
    "Duplicate meta title",
  )
  .refine(
    (pages) => new Set(pages.map((p) => p.metaDescription)).size === pages.length,
    "Duplicate meta description",
  );

export const ideaPath = (slug: IdeaSlug) => `/ideas/${slug}`;
