import { z } from "zod";
import {
  formatSpan,
  serviceTimelines,
  sumDurations,
  timelinePhases,
  timelineText,
  type ServicePackage,
} from "@/business";
import type { Locale } from "@/lib/i18n/locale";
import { services, type ServiceSlug } from "@/services/catalog";

/**
 * What a service page is in either edition: the English pages (copy.ts) and the Spanish ones
 * (copy-es/) are written to this shape, and copy.ts parses each edition's six with it.
 */
const text = (min: number) => z.string().trim().min(min);
const titledText = z.object({ title: text(3), text: text(40) });

/** The company name is the title template's suffix, so no page's own title may carry it. */
export const servicePageSchema = (companyName: string, locale: Locale = "en") =>
  z
    .object({
      slug: z.custom<ServiceSlug>(
        (value) => services.some((service) => service.slug === value),
        "Unknown service slug",
      ),
      metaTitle: text(20)
        .max(60)
        .refine(
          (title) => !title.includes(companyName),
          "The title template appends the company name",
        ),
      metaDescription: text(120).max(160),
      hero: z.object({
        eyebrow: text(3),
        heading: text(10),
        intro: text(80),
        imageId: z.string().startsWith("service-"),
      }),
      why: z.object({ heading: text(10), intro: text(60), points: z.array(titledText).length(4) }),
      features: z.object({ heading: text(10), items: z.array(titledText).length(6) }),
      process: z.object({
        heading: text(10),
        intro: text(60),
        steps: z
          .array(
            z.object({
              title: text(3),
              text: text(60),
              duration: text(3),
              // Which timeline phase the step belongs to; the consultation comes before design.
              phase: z.enum(["consultation", ...timelinePhases]),
            }),
          )
          .min(5)
          .max(6),
      }),
      timelineNote: text(60),
      resources: z.object({ faqText: text(40), resourcesText: text(40) }),
      closing: z.object({ heading: text(10), text: text(60) }),
      phoneFirst: z.boolean(),
    })
    .superRefine((page, ctx) => {
      const stated = timelineText(page.slug, locale);
      for (const phrase of [stated.construction, stated.total]) {
        if (!page.timelineNote.includes(phrase)) {
          ctx.addIssue({
            code: "custom",
            path: ["timelineNote"],
            message: `The timeline note states "${phrase}" from timelines.ts`,
          });
        }
      }
      for (const phase of timelinePhases) {
        const durations = page.process.steps
          .filter((s) => s.phase === phase)
          .map((s) => s.duration);
        const sum = sumDurations(durations);
        const expected = serviceTimelines[page.slug][phase];
        if (!sum || sum.min !== expected.min || sum.max !== expected.max) {
          ctx.addIssue({
            code: "custom",
            path: ["process", "steps"],
            message: `The ${phase} steps (${durations.join(" + ")}) must add up to ${formatSpan(expected, locale)}`,
          });
        }
      }
    });

/** A page's own copy, and the service's packages from the owner's facts. */
export type ServicePage = z.infer<ReturnType<typeof servicePageSchema>> & {
  packages: readonly ServicePackage[];
};

const unique = (values: string[]) => new Set(values).size === values.length;

/** An edition's six pages: one per service, no meta title or description twice. */
export const servicePagesSchema = (companyName: string, locale: Locale) =>
  z
    .array(servicePageSchema(companyName, locale))
    .length(services.length)
    .refine((pages) => unique(pages.map((p) => p.slug)), "One page per service")
    .refine((pages) => unique(pages.map((p) => p.metaTitle)), "Meta titles are unique")
    .refine((pages) => unique(pages.map((p) => p.metaDescription)), "Meta descriptions are unique");
