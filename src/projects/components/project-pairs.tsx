import { Section } from "@/components/ui/section";
import { BeforeAfter } from "@/projects/components/before-after";
import type { ProjectStory } from "@/projects/projects";
import { projectLabelsIn } from "@/projects/labels";
import type { Locale } from "@/lib/i18n/locale";

/**
 * A pair whose photo was deleted is left out (projects/public.ts), so a project can be left with
 * none; then the section goes too.
 */
export function ProjectPairs({ pairs, locale }: { pairs: ProjectStory["pairs"]; locale: Locale }) {
  if (!pairs.length) return null;
  const labels = projectLabelsIn[locale];
  return (
    <Section
      heading={
        pairs.every(({ before, after }) => before.illustration && after.illustration)
          ? labels.illustratedPairsHeading
          : labels.pairsHeading
      }
    >
      <div className="mx-auto max-w-4xl space-y-12">
        {pairs.map((pair) => (
          <BeforeAfter key={pair.caption} {...pair} labels={labels} />
        ))}
      </div>
    </Section>
  );
}
