import { Section } from "@/components/ui/section";
import { BeforeAfter } from "@/projects/components/before-after";
import { projectPageLabels as labels, type ProjectStory } from "@/projects/projects";

/**
 * A pair whose photo was deleted is left out (projects/public.ts), so a project can be left with
 * none; then the section goes too.
 */
export function ProjectPairs({ pairs }: { pairs: ProjectStory["pairs"] }) {
  if (!pairs.length) return null;
  return (
    <Section heading={labels.pairsHeading}>
      <div className="mx-auto max-w-4xl space-y-12">
        {pairs.map((pair) => (
          <BeforeAfter key={pair.caption} {...pair} />
        ))}
      </div>
    </Section>
  );
}
