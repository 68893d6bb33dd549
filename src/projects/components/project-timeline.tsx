import { Section } from "@/components/ui/section";
import { projectPageLabels as labels, type ProjectStory } from "@/projects/projects";

export function ProjectTimeline({ timeline }: { timeline: ProjectStory["timeline"] }) {
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
