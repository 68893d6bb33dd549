import type { ReactNode } from "react";
import { PageShell } from "@/components/sections/page-shell";
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
      <Section heading={page.calculator.heading}>{children}</Section>
      <ToolExplainer sections={[page.howItWorks, page.leavesOut]} />
    </PageShell>
  );
}
