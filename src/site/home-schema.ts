import { z } from "zod";

/*
 * What the home page's copy is in either edition: the English (home.ts) and the Spanish
 * (home-es.ts) are written to this shape, and home.ts parses each with it.
 */
const textItem = z.object({ title: z.string().min(3), text: z.string().min(20) });

export const homeSchema = z.object({
  metaTitle: z.string().min(20).max(70),
  metaDescription: z.string().min(120).max(160),
  hero: z.object({
    eyebrow: z.string(),
    heading: z.string(),
    intro: z.string(),
    /** One line of proof on the first screen of a phone: the rating and the years. */
    proof: z.string().max(60),
    primaryCta: z.string(),
    secondaryCta: z.string(),
    imageId: z.string(),
  }),
  why: z.object({ heading: z.string(), points: z.array(textItem).length(4) }),
  services: z.object({ heading: z.string(), intro: z.string() }),
  process: z.object({ heading: z.string(), intro: z.string(), steps: z.array(textItem).length(5) }),
  projects: z.object({
    intro: z.string(),
    ideasLink: z.string(),
    caseStudiesHeading: z.string(),
    ownIntro: z.string(),
    ownHeading: z.string(),
  }),
  reviews: z.object({
    heading: z.string(),
    /** While every review shown is a sample, and while some are. */
    samplesHeading: z.string(),
    someSamplesHeading: z.string(),
    intro: z.string(),
    sampleLabel: z.string(),
  }),
  about: z.object({
    heading: z.string(),
    paragraphs: z.array(z.string()).min(2),
    facts: z.array(z.object({ value: z.string(), label: z.string() })).length(4),
  }),
  finalCta: z.object({ heading: z.string(), text: z.string(), button: z.string() }),
});

export type HomeContent = z.infer<typeof homeSchema>;
