import { Section } from "@/components/ui/section";
import type { CityPage } from "@/cities/cities";

export function CityNeighborhoods({ neighborhoods }: { neighborhoods: CityPage["neighborhoods"] }) {
  return (
    <Section heading={neighborhoods.heading} intro={neighborhoods.intro}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {neighborhoods.items.map((item) => (
          <li key={item.name} className="rounded-xl border border-slate-200 p-6">
            <h3 className="text-lg font-semibold text-slate-900">{item.name}</h3>
            <p className="mt-2 text-slate-600">{item.note}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
