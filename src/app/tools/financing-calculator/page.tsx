import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { FinancingCalculator } from "@/components/tools/financing-calculator";
import { ToolExplainer } from "@/components/tools/tool-explainer";
import { ButtonLink } from "@/components/ui/button-link";
import { JsonLdScript } from "@/components/ui/json-ld";
import { Section } from "@/components/ui/section";
import { financingPage as page } from "@/content/tool-pages";
import { getTool } from "@/content/tools";
import { webApplicationJsonLd } from "@/lib/seo/json-ld";
import { buildMetadata } from "@/lib/seo/metadata";

const tool = getTool(page.slug);

export const metadata = buildMetadata({
  title: tool.metaTitle,
  description: tool.metaDescription,
  path: tool.path,
  ogKind: "tool",
});

export default function FinancingCalculatorPage() {
  return (
    <>
      <JsonLdScript
        data={webApplicationJsonLd({
          name: tool.title,
          description: tool.metaDescription,
          path: tool.path,
          category: "FinanceApplication",
        })}
      />
      <Breadcrumbs
        trail={[
          { name: "Tools", path: "/tools" },
          { name: tool.title, path: tool.path },
        ]}
      />
      <PageHero heading={page.hero.heading} intro={page.hero.intro} />
      <Section heading={page.calculator.heading}>
        <FinancingCalculator copy={page.calculator}>
          <ButtonLink href="/contact">{page.contactLink.label}</ButtonLink>
        </FinancingCalculator>
      </Section>
      <ToolExplainer sections={[page.howItWorks, page.leavesOut]} />
      <CtaBand heading={page.closing.heading} text={page.closing.text} />
    </>
  );
}
