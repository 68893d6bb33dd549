import { Section } from "@/components/ui/section";

/** One headed paragraph of the project's story: the goal, the house before, the result. */
export function ProjectTextSection({
  section,
  tone,
}: {
  section: { heading: string; text: string };
  tone?: "sand";
}) {
  return (
    <Section heading={section.heading} tone={tone}>
      <p className="max-w-3xl text-lg text-slate-700">{section.text}</p>
    </Section>
  );
}
