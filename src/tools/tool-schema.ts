import { z } from "zod";
import type { Localized } from "@/lib/i18n/locale";

/*
 * What the planning tools and the tools index say in either edition: the English (tools.ts) and
 * the Spanish (tools-es.ts) are written to these shapes, and tools.ts parses both tool lists
 * with the one schema.
 */

/** The labels the spec gives the promo buttons, and the Spanish edition's. */
const promoLabels = {
  en: ["Calculate Payments", "Estimate Savings"],
  es: ["Calcule sus pagos", "Calcule sus ahorros"],
} as const satisfies Localized<readonly string[]>;

/** The two planning tools as the tools index, promos and structured data describe them. */
export const toolSchema = z.object({
  slug: z.enum(["financing-calculator", "energy-savings-estimator"]),
  /** The English path; a link adds the edition's prefix. */
  path: z.string().startsWith("/tools/"),
  title: z.string().min(5),
  summary: z.string().min(60),
  promoLabel: z.enum([...promoLabels.en, ...promoLabels.es]),
  metaTitle: z.string().max(60),
  metaDescription: z.string().min(120).max(160),
});

export type Tool = z.infer<typeof toolSchema>;

export type ToolsIndexCopy = {
  heading: string;
  metaTitle: string;
  metaDescription: string;
  intro: string;
  ctaHeading: string;
  ctaText: string;
  /** The index's name in the breadcrumb trail of every tool page. */
  crumb: string;
  /** Above the two tools, on the index and on the service pages. */
  promoHeading: string;
};
