import { z } from "zod";
import { cityNames } from "@/business";

/** How long each part of a review may be; the admin checks the same (collection.ts). */
export const reviewLimits = {
  name: { min: 2, max: 60 },
  project: { min: 3, max: 80 },
  text: { min: 60, max: 420 },
} as const;

const bounded = ({ min, max }: { min: number; max: number }) => z.string().trim().min(min).max(max);

/**
 * A review as the home carousel shows it. The review count and average shown elsewhere come
 * from the business facts, not from the reviews listed.
 */
export const reviewSchema = z.object({
  name: bounded(reviewLimits.name),
  location: z
    .string()
    .refine((city) => cityNames.includes(city), "location must be a service-area city"),
  rating: z.number().int().min(1).max(5),
  project: bounded(reviewLimits.project),
  text: bounded(reviewLimits.text),
  /** Shown with a "Sample review" label until the owner replaces it in the admin. */
  sample: z.boolean(),
});

export type Review = z.infer<typeof reviewSchema>;

/**
 * The reviews a fresh install starts with (seeded into the admin once): samples written to show
 * the kind of review that helps a homeowner decide, labelled as samples on the site.
 */
export const sampleReviews: readonly Review[] = z
  .array(reviewSchema.extend({ sample: z.literal(true) }))
  .min(3)
  .parse([
    {
      name: "Karen M.",
      location: "Richardson",
      rating: 5,
      sample: true,
      project: "Kitchen remodel",
      text: "Our 1964 ranch had a closed galley kitchen with soffits and a drop ceiling. They took the wall out, set a beam, and we got an island that seats four. The schedule they gave us on day one is the schedule they kept.",
    },
    {
      name: "David and Lena P.",
      location: "Plano",
      rating: 5,
      sample: true,
      project: "Primary bathroom",
      text: "We swapped a garden tub nobody used for a curbless walk-in shower. Our project manager told us every morning what the day would bring, so we never had to chase anyone for an update.",
    },
    {
      name: "Marcus T.",
      location: "Dallas",
      rating: 5,
      sample: true,
      project: "Home addition",
      text: "They had an engineer look at our clay soil before anything else and explained why the foundation cost what it did. The addition matches the original brick so well that neighbors ask when we built it.",
    },
    {
      name: "Angela R.",
      location: "Garland",
      rating: 5,
      sample: true,
      project: "Whole-home renovation",
      text: "Floors, kitchen, two baths and new wiring in a 1970s house while we lived in it. They phased the work so we always had one working bathroom, and the final price matched the written estimate.",
    },
    {
      name: "Jim and Sue W.",
      location: "Allen",
      rating: 5,
      sample: true,
      project: "Covered patio and outdoor kitchen",
      text: "We finally use the backyard in July. The patio cover has fans and lighting, and they pulled the permit and dealt with our HOA's paperwork for us.",
    },
  ]);
