import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { EnergyEstimator } from "@/components/tools/energy-estimator";
import { ToolExplainer } from "@/components/tools/tool-explainer";
import { ButtonLink } from "@/components/ui/button-link";
import { JsonLdScript } from "@/components/ui/json-ld";
import { Section } from "@/components/ui/section";
import { energyPage as page } from "@/content/tool-pages";
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

export default function EnergySavingsEstimatorPage() {
  return (
    <>
      <JsonLdScript
        data={webApplicationJsonLd({
          name: tool.title,
          description: tool.metaDescription,
          path: tool.path,
          category: "UtilitiesApplication",
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
        <EnergyEstimator copy={page.calculator}>
          <ButtonLink href="/contact">{page.contactLink.label}</ButtonLink>
        </EnergyEstimator>
      </Section>
      <ToolExplainer sections={[page.howItWorks, page.leavesOut]} />
      <CtaBand heading={page.closing.heading} text={page.closing.text} />
    </>
  );
}
