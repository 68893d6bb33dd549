import { z } from "zod";
import { legalDates } from "./dates";

/*
 * What a legal page is in either edition: the English (legal.ts) and the Spanish (legal-es.ts)
 * privacy policy and terms are written to this shape, and legal.ts parses each with it.
 */

// The spec fixes the section count of each page; a missing or extra section should fail the build.
const sectionCounts = { "privacy-policy": 11, "terms-of-service": 13 } as const;

const legalSectionSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Section ids are kebab-case"),
  heading: z.string().min(3),
  paragraphs: z.array(z.string().min(20)).min(1),
  bullets: z.array(z.string().min(3)).min(1).optional(),
});

export const legalPageSchema = z
  .object({
    slug: z.enum(["privacy-policy", "terms-of-service"]),
    title: z.string().min(3),
    metaDescription: z.string().min(120).max(160),
    effectiveDate: z.literal("2024-01-01"),
    lastUpdated: z.iso.date(),
    intro: z.string().min(40),
    sections: z.array(legalSectionSchema).min(1),
  })
  .superRefine((page, ctx) => {
    if (page.lastUpdated !== legalDates[page.slug].lastUpdated) {
      ctx.addIssue({
        code: "custom",
        path: ["lastUpdated"],
        message: `${page.slug} was last updated ${legalDates[page.slug].lastUpdated}`,
      });
    }
    const expected = sectionCounts[page.slug];
    if (page.sections.length !== expected) {
      ctx.addIssue({
        code: "custom",
        path: ["sections"],
        message: `${page.slug} has exactly ${expected} sections`,
      });
    }
    if (new Set(page.sections.map((s) => s.id)).size !== page.sections.length) {
      ctx.addIssue({ code: "custom", path: ["sections"], message: "Section ids are unique" });
    }
    // The Spanish pages are held to the same rule in their own words.
    if (/lifetime|10-year craftsmanship|de por vida|vitalici/i.test(JSON.stringify(page))) {
      ctx.addIssue({ code: "custom", message: "Warranty is the 1-year workmanship warranty" });
    }
  });

export type LegalPage = z.infer<typeof legalPageSchema>;
