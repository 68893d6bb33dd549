import { StatList } from "@/components/sections/stat-list";
import { Section } from "@/components/ui/section";
import type { IdeaPage } from "@/ideas/idea-schema";
import { ideaPageLabelsIn } from "@/ideas/idea-labels";
import type { Locale } from "@/lib/i18n/locale";

/** Timeline, investment and size of a typical project: the numbers the idea's card quotes too. */
export function IdeaGlance({ stats, locale }: { stats: IdeaPage["stats"]; locale: Locale }) {
  const labels = ideaPageLabelsIn[locale];
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
