import { Glance } from "@/components/sections/stat-list";
import type { ProjectStory } from "@/projects/projects";
import { budgetText, projectFramingIn, projectLabelsIn } from "@/projects/labels";
import type { Locale } from "@/lib/i18n/locale";

/** Home, timeline and budget; a representative project's come with the note saying so. */
export function ProjectGlance({ project, locale }: { project: ProjectStory; locale: Locale }) {
  const labels = projectLabelsIn[locale];
  const figures = [
    { label: labels.homeLabel, value: project.homeType },
    { label: labels.timelineLabel, value: project.timeline.total },
    { label: labels.budgetLabel, value: budgetText(project.budgetBand, locale) },
  ];
  return (
    <Glance heading={labels.glanceHeading} stats={figures}>
      {project.representative ? (
        <p className="mt-6 text-sm text-slate-600">{projectFramingIn[locale].note}</p>
      ) : null}
    </Glance>
  );
}
