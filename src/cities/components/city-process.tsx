import { Steps } from "@/components/sections/steps";
import { Section } from "@/components/ui/section";
import type { HomeContent } from "@/site/home";

/** The same five steps the home page lists, under the city template's heading. */
export function CityProcess({
  heading,
  process,
}: {
  heading: string;
  process: HomeContent["process"];
}) {
  return (
    <Section heading={heading} intro={process.intro} tone="sand">
      <Steps steps={process.steps} />
    </Section>
  );
}
