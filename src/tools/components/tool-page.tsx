import type { ComponentType } from "react";
import { PageShell } from "@/components/sections/page-shell";
import { ButtonLink } from "@/components/ui/button-link";
import { JsonLdScript } from "@/components/ui/json-ld";
import { Section } from "@/components/ui/section";
import { localePath, type Locale } from "@/lib/i18n/locale";
import { getTool, toolsIndexIn, type Tool } from "@/tools/tools";
import { siteFacts } from "@/site/server";
import { toolPageJsonLd } from "@/site";
import type { CalculatorProps } from "./results-panel";
import { ToolExplainer } from "./tool-explainer";

/** The kind of web application each tool is, as its structured data names it. */
const applicationCategory = {
  "financing-calculator": "FinanceApplication",
  "energy-savings-estimator": "UtilitiesApplication",
} as const satisfies Record<Tool["slug"], string>;

type ToolPageProps<Copy> = {
  locale: Locale;
  page: {
    slug: Tool["slug"];
    hero: { heading: string; intro: string };
    calculator: Copy & { heading: string };
    contactLink: { label: string };
    howItWorks: Parameters<typeof ToolExplainer>[0]["sections"][number];
    leavesOut: Parameters<typeof ToolExplainer>[0]["sections"][number];
    closing: { heading: string; text: string };
  };
  /** The interactive calculator, the only client part of the page. */
  Calculator: ComponentType<CalculatorProps<Copy>>;
};

/** The template both planning tools share: structured data, trail, hero, tool, explanation, call to action. */
export async function ToolPage<Copy>({ locale, page, Calculator }: ToolPageProps<Copy>) {
  const facts = await siteFacts(locale);
  const tool = getTool(page.slug, locale);
  const category = applicationCategory[page.slug];
  return (
    <PageShell
      locale={locale}
      trail={[
        { name: toolsIndexIn[locale].crumb, path: "/tools" },
        { name: tool.title, path: tool.path },
      ]}
      copy={{ ...page.hero, ctaHeading: page.closing.heading, ctaText: page.closing.text }}
      jsonLd={
        <JsonLdScript data={toolPageJsonLd(facts, tool, { intro: page.hero.intro, category })} />
      }
    >
      <Section heading={page.calculator.heading}>
        <Calculator copy={page.calculator} locale={locale}>
          <ButtonLink href={localePath(locale, "/contact")}>{page.contactLink.label}</ButtonLink>
        </Calculator>
      </Section>
      <ToolExplainer sections={[page.howItWorks, page.leavesOut]} />
    </PageShell>
  );
}
