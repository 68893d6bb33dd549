import { Section } from "@/components/ui/section";
import type { CityPage } from "@/cities/cities";

export function CityPermits({ permits }: { permits: CityPage["permits"] }) {
  return (
    <Section heading={permits.heading} tone="sand">
      <p className="max-w-3xl text-lg text-slate-700">{permits.text}</p>
    </Section>
  );
}
