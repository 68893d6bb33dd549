import { StatList } from "@/components/sections/stat-list";
import { Section } from "@/components/ui/section";
import {
  projectFraming,
  projectPageLabels as labels,
  type ProjectStory,
} from "@/projects/projects";

/** Home, timeline and budget; a representative project's come with the note saying so. */
export function ProjectGlance({ project }: { project: ProjectStory }) {
  return (
    <Section heading={labels.glanceHeading} tone="sand">
      <StatList
        stats={[
          { label: labels.homeLabel, value: project.homeType },
          { label: labels.timelineLabel, value: project.timeline.total },
          { label: labels.budgetLabel, value: project.budgetBand },
        ]}
      />
      {project.representative ? (
        <p className="mt-6 text-sm text-slate-600">{projectFraming.note}</p>
      ) : null}
    </Section>
  );
}
