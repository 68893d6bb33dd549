import { Steps } from "@/components/sections/steps";
import { Section } from "@/components/ui/section";
import type { Locale } from "@/lib/i18n/locale";
import type { HomeContent } from "@/site";

/** The same five steps the home page lists, under the city template's heading. */
export function CityProcess({
  heading,
  process,
  locale,
}: {
  heading: string;
  process: HomeContent["process"];
  locale: Locale;
}) {
  return (
    <Section heading={heading} intro={process.intro} tone="sand">
      <Steps steps={process.steps} locale={locale} />
    </Section>
  );
}
