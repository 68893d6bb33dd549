import { Section } from "@/components/ui/section";
import type { HomeContent } from "@/site/home";

export function HomeAbout({ about }: { about: HomeContent["about"] }) {
  return (
    <Section id="about" heading={about.heading}>
      <div className="grid gap-10 lg:grid-cols-2">
        <div className="space-y-4 text-lg text-slate-700">
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <dl className="grid gap-4 min-[400px]:grid-cols-2">
          {about.facts.map((fact) => (
            <div key={fact.label} className="flex flex-col rounded-xl bg-brand-50 p-6">
              <dt className="text-sm text-slate-600">{fact.label}</dt>
              <dd className="order-first text-2xl font-bold break-words text-brand-800 sm:text-3xl">
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}
