import { z } from "zod";
import type { Locale, Localized } from "@/lib/i18n/locale";
import { toolsEs, toolsIndexEs } from "./tools-es";
import { toolSchema, type Tool, type ToolsIndexCopy } from "./tool-schema";

export type { Tool };

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
