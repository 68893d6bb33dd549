import { StatList } from "@/components/sections/stat-list";
import { Section } from "@/components/ui/section";
import { ideaPageLabels as labels, type IdeaPage } from "@/ideas/ideas";

/** Timeline, investment and size of a typical project: the numbers the idea's card quotes too. */
export function IdeaGlance({ stats }: { stats: IdeaPage["stats"] }) {
  return (
    <Section heading={labels.glanceHeading} tone="sand">
      <StatList
        stats={[
          { label: labels.timelineLabel, value: stats.timeline },
          { label: labels.investmentLabel, value: stats.investment },
          { label: stats.sizeLabel, value: stats.size },
        ]}
      />
    </Section>
  );
}
