import { BulletList } from "@/components/sections/bullet-list";
import { Section } from "@/components/ui/section";
import type { ProjectStory } from "@/projects/projects";

export function ProjectScope({ scope }: { scope: ProjectStory["scope"] }) {
  return (
    <Section heading={scope.heading}>
      <BulletList items={scope.items} columns={2} />
    </Section>
  );
}
