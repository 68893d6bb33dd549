import { z } from "zod";
import { serviceSlugs } from "@/business";

/**
 * What a service is in either edition: the English (catalog.ts) and the Spanish (catalog-es.ts)
 * write their words to this shape, and catalog.ts parses both with it.
 */
export const serviceSchema = z.object({
  slug: z.enum(serviceSlugs),
  title: z.string().min(3),
  shortTitle: z.string().min(3),
  description: z.string().min(40),
  features: z.array(z.string().min(3)).length(4),
  icon: z.enum(["chef-hat", "bath", "house-plus", "hammer", "trees", "house"]),
});

export type Service = z.infer<typeof serviceSchema>;
