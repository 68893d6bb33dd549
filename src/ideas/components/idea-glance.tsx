import { Glance } from "@/components/sections/stat-list";
import type { IdeaPage } from "@/ideas/idea-schema";
import { ideaPageLabelsIn } from "@/ideas/idea-labels";
import type { Locale } from "@/lib/i18n/locale";

/** Timeline, investment and size of a typical project: the numbers the idea's card quotes too. */
export function IdeaGlance({ stats, locale }: { stats: IdeaPage["stats"]; locale: Locale }) {
  const labels = ideaPageLabelsIn[locale];
  const figures = [
    { label: labels.timelineLabel, value: stats.timeline },
    { label: labels.investmentLabel, value: stats.investment },
    { label: stats.sizeLabel, value: stats.size },
  ];
  return <Glance heading={labels.glanceHeading} stats={figures} />;
}
