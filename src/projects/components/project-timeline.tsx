import { Section } from "@/components/ui/section";
import type { ProjectStory } from "@/projects/projects";
import { projectLabelsIn } from "@/projects/labels";
import type { Locale } from "@/lib/i18n/locale";

type ProjectTimelineProps = { timeline: ProjectStory["timeline"]; locale: Locale };

export function ProjectTimeline({ timeline, locale }: ProjectTimelineProps) {
  const labels = projectLabelsIn[locale];
  return (
    <Section
      heading={labels.timelineHeading}
      intro={labels.timelineTotal(timeline.total)}
      tone="sand"
    >
      <ol className="space-y-4">
        {timeline.phases.map((phase) => (
          <li key={phase.name} className="rounded-xl bg-white p-6 ring-1 ring-slate-200">
            <h3 className="text-lg font-semibold text-slate-900">{phase.name}</h3>
            <p className="text-sm font-medium text-accent-700">{phase.duration}</p>
            <p className="mt-2 text-slate-700">{phase.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
