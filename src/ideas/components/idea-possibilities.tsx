import { Section } from "@/components/ui/section";
import { IdeaListPair } from "@/ideas/components/idea-list-pair";
import { ideaPageLabels as labels, type IdeaPage } from "@/ideas/ideas";

export function IdeaPossibilities({ idea }: { idea: IdeaPage }) {
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
