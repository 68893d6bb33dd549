import { Section } from "@/components/ui/section";
import type { CityPage } from "@/cities/cities";

export function CityHousingStock({ housingStock }: { housingStock: CityPage["housingStock"] }) {
  return (
    <Section heading={housingStock.heading} tone="sand">
      <div className="max-w-3xl space-y-4 text-lg text-slate-700">
        {housingStock.paragraphs.map((paragraph, at) => (
          <p key={at}>{paragraph}</p>
        ))}
      </div>
    </Section>
  );
}
