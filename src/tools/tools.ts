import { z } from "zod";
import type { Locale, Localized } from "@/lib/i18n/locale";
import { toolsEs, toolsIndexEs } from "./tools-es";

/** The labels the spec gives the promo buttons, and the Spanish edition's. */
const promoLabels = {
  en: ["Calculate Payments", "Estimate Savings"],
  es: ["Calcule sus pagos", "Calcule sus ahorros"],
} as const satisfies Localized<readonly string[]>;

/** The two planning tools as the tools index, promos and structured data describe them. */
const toolSchema = z.object({
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

const parseTools = (list: readonly Tool[]): readonly Tool[] =>
  z.array(toolSchema).length(2).parse(list);

export const tools: readonly Tool[] = parseTools([
  {
    slug: "financing-calculator",
    path: "/tools/financing-calculator",
    title: "Financing Calculator",
    summary:
      "See what a remodel could cost per month: enter the project cost, your credit range, APR, term and down payment, and compare payment, interest and total paid.",
    promoLabel: "Calculate Payments",
    metaTitle: "Remodeling Financing Calculator",
    metaDescription:
      "Estimate monthly payments for a Dallas remodel: project cost, credit tier, APR, term and down payment, with total interest and total paid. Free, no sign-up.",
  },
  {
    slug: "energy-savings-estimator",
    path: "/tools/energy-savings-estimator",
    title: "Energy Savings Estimator",
    summary:
      "Pick upgrades such as insulation, windows, a heat pump or solar and see how much they could trim a typical Dallas electric bill each month and each year.",
    promoLabel: "Estimate Savings",
    metaTitle: "Home Energy Savings Estimator for Dallas",
    metaDescription:
      "Estimate how much insulation, new windows, a heat pump, LED lighting or solar could save on a Dallas electric bill each month and year. Free, no sign-up.",
  },
]);

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

export const toolsIndex: ToolsIndexCopy = {
  heading: "Remodeling Tools",
  metaTitle: "Free Remodeling Planning Tools",
  metaDescription:
    "Two free tools for Dallas homeowners planning a remodel: a financing calculator for monthly payments and an energy savings estimator for upgrade savings.",
  intro:
    "Two quick tools to help you plan before we meet: one turns a project budget into a monthly payment, the other estimates what energy upgrades could save on your electric bill. Both run in your browser and store nothing.",
  ctaHeading: "Want real numbers for your house?",
  ctaText:
    "The tools give ballpark figures. A free consultation turns them into a written, itemized estimate.",
  crumb: "Tools",
  promoHeading: "Plan your budget before we meet",
};

/** The tools in each edition, in the same order and with the same paths. */
export const toolsIn: Localized<readonly Tool[]> = { en: tools, es: parseTools(toolsEs) };

export const toolsIndexIn: Localized<ToolsIndexCopy> = { en: toolsIndex, es: toolsIndexEs };

/** Fails the build if a tool page asks for a slug missing from the list above. */
export function getTool(slug: Tool["slug"], locale: Locale = "en"): Tool {
  const tool = toolsIn[locale].find((t) => t.slug === slug);
  if (!tool) throw new Error(`No tool "${slug}" in the ${locale} tools list`);
  return tool;
}
