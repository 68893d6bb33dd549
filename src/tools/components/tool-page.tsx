import type { ReactNode } from "react";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { JsonLdScript } from "@/components/ui/json-ld";
import { Section } from "@/components/ui/section";
import type { Locale } from "@/lib/i18n/locale";
import { toolsIndexIn, type Tool } from "@/tools/tools";
import { siteFacts } from "@/business/public";
import { toolPageJsonLd } from "@/site/page-json-ld";
import { ToolExplainer } from "./tool-explainer";

type ToolPageProps = {
  locale: Locale;
  /** The tool as its edition names it. */
  tool: Tool;
  category: "FinanceApplication" | "UtilitiesApplication";
  page: {
    hero: { heading: string; intro: string };
    calculator: { heading: string };
    howItWorks: Parameters<typeof ToolExplainer>[0]["sections"][number];
    leavesOut: Parameters<typeof ToolExplainer>[0]["sections"][number];
    closing: { heading: string; text: string };
  };
  /** The interactive calculator, the only client part of the page. */
  children: ReactNode;
};

/** The template both planning tools share: structured data, trail, hero, tool, explanation, call to action. */
export async function ToolPage({ locale, tool, category, page, children }: ToolPageProps) {
  const facts = await siteFacts(locale);
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: toolsIndexIn[locale].crumb, path: "/tools" },
          { name: tool.title, path: tool.path },
        ]}
        locale={locale}
      />
      <PageHero heading={page.hero.heading} intro={page.hero.intro} />
      <Section heading={page.calculator.heading}>{children}</Section>
      <ToolExplainer sections={[page.howItWorks, page.leavesOut]} />
      <CtaBand heading={page.closing.heading} text={page.closing.text} locale={locale} />
      <JsonLdScript data={toolPageJsonLd(facts, tool, { intro: page.hero.intro, category })} />
    </>
  );
}
