import { BulletList } from "@/components/sections/bullet-list";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { StatList } from "@/components/sections/stat-list";
import { Section } from "@/components/ui/section";
import { IdeaListPair } from "@/ideas/components/idea-list-pair";
import type { IdeaPage } from "@/ideas/idea-schema";
import { ideaPageLabelsIn } from "@/ideas/idea-labels";
import type { Locale } from "@/lib/i18n/locale";
import { asResults } from "@/ideas/whole-home-results";

/**
 * The sections only one family of idea page has (whole-home, outdoor, tiny-home); the content
 * schema gives each family its fields, and a page without them shows none of these.
 */
export function IdeaFamilySections({ idea, locale }: { idea: IdeaPage; locale: Locale }) {
  const labels = ideaPageLabelsIn[locale];
  return (
    <>
      {idea.interiorList && idea.exteriorList ? (
        <Section heading={labels.insideOutHeading} tone="sand">
          <IdeaListPair
            lists={[
              { heading: labels.interiorHeading, items: idea.interiorList },
              { heading: labels.exteriorHeading, items: idea.exteriorList },
            ]}
          />
        </Section>
      ) : null}

      {idea.roiCards ? (
        <Section heading={asResults(idea.resultsConfirmed ?? false, labels.roiHeading, locale)}>
          <StatList stats={idea.roiCards} />
        </Section>
      ) : null}

      {idea.seasons ? (
        <Section heading={labels.seasonsHeading}>
          <FeatureGrid
            items={idea.seasons.map((s) => ({
              title: `${labels.season(s.season)}: ${s.title}`,
              text: s.text,
            }))}
            columns={4}
          />
        </Section>
      ) : null}

      {idea.sustainableFeatures ? (
        <Section heading={labels.sustainableHeading}>
          <BulletList items={idea.sustainableFeatures} columns={2} />
        </Section>
      ) : null}

      {idea.lifestyleCards ? (
        <Section heading={labels.lifestyleHeading} tone="sand">
          <FeatureGrid items={idea.lifestyleCards} columns={3} />
        </Section>
      ) : null}
    </>
  );
}
