import { z } from "zod";
import { cityNames } from "@/config/business";

/**
 * Reviews shown in the home carousel. Only the owner's own reviews belong here; the review
 * count and average shown elsewhere come from the business facts, not from this list.
 */
export const reviewSchema = z.object({
  name: z.string().min(2),
  location: z
    .string()
    .refine((city) => cityNames.includes(city), "location must be a service-area city"),
  rating: z.literal(5),
  project: z.string().min(3),
  text: z.string().min(60).max(420),
});

export type Review = z.infer<typeof reviewSchema>;

export const reviews: readonly Review[] = z
  .array(reviewSchema)
  .min(3)
  .parse([
    {
      name: "Karen M.",
      location: "Richardson",
      rating: 5,
      project: "Kitchen remodel",
      text: "Our 1964 ranch had a closed galley kitchen with soffits and a drop ceiling. They took the wall out, set a beam, and we got an island that seats four. The schedule they gave us on day one is the schedule they kept.",
    },
    {
      name: "David and Lena P.",
      location: "Plano",
      rating: 5,
      project: "Primary bathroom",
      text: "We swapped a garden tub nobody used for a curbless walk-in shower. Daily photos in the portal meant we never had to chase anyone for an update while we were at work.",
    },
    {
      name: "Marcus T.",
      location: "Dallas",
      rating: 5,
      project: "Home addition",
      text: "They had an engineer look at our clay soil before anything else and explained why the foundation cost what it did. The addition matches the original brick so well that neighbors ask when we built it.",
    },
    {
      name: "Angela R.",
      location: "Garland",
      rating: 5,
      project: "Whole-home renovation",
      text: "Floors, kitchen, two baths and new wiring in a 1970s house while we lived in it. They phased the work so we always had one working bathroom, and the final price matched the written estimate.",
    },
    {
      name: "Jim and Sue W.",
      location: "Allen",
      rating: 5,
      project: "Covered patio and outdoor kitchen",
      text: "We finally use the backyard in July. The patio cover has fans and lighting, and they pulled the permit and dealt with our HOA's paperwork for us.",
    },
  ]);
