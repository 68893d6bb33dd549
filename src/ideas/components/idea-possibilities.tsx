import { Section } from "@/components/ui/section";
import { IdeaListPair } from "@/ideas/components/idea-list-pair";
import type { IdeaPage } from "@/ideas/idea-schema";
import { ideaPageLabelsIn } from "@/ideas/idea-labels";
import type { Locale } from "@/lib/i18n/locale";

export function IdeaPossibilities({ idea, locale }: { idea: IdeaPage; locale: Locale }) {
  const labels = ideaPageLabelsIn[locale];
  return (
    <Section heading={labels.possibilitiesSectionHeading}>
      <IdeaListPair
        lists={[
          { heading: labels.possibilitiesHeading, items: idea.possibilities },
          { heading: labels.expectationsHeading, items: idea.expectations },
        ]}
      />
    </Section>
  );
}
