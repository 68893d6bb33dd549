import { Section } from "@/components/ui/section";
import type { ProjectStory } from "@/projects/projects";

export function ProjectBuilt({ built }: { built: ProjectStory["built"] }) {
  return (
    <Section heading={built.heading}>
      <div className="max-w-3xl space-y-4 text-lg text-slate-700">
        {built.paragraphs.map((paragraph, at) => (
          <p key={at}>{paragraph}</p>
        ))}
      </div>
    </Section>
  );
}
