import { FeatureGrid } from "@/components/sections/feature-grid";
import { Section } from "@/components/ui/section";
import type { ServicePage } from "@/services/copy";

export function ServiceWhy({ why }: { why: ServicePage["why"] }) {
  return (
    <Section heading={why.heading} intro={why.intro}>
      <FeatureGrid items={why.points} columns={4} />
    </Section>
  );
}
