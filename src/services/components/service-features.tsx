import { FeatureGrid } from "@/components/sections/feature-grid";
import { Section } from "@/components/ui/section";
import type { ServicePage } from "@/services/copy";

export function ServiceFeatures({ features }: { features: ServicePage["features"] }) {
  return (
    <Section heading={features.heading} tone="sand">
      <FeatureGrid items={features.items} columns={3} />
    </Section>
  );
}
