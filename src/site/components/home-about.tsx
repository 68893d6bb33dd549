import { Section } from "@/components/ui/section";
import type { HomeContent } from "@/site/home";

type HomeAboutProps = { about: HomeContent["about"]; why: HomeContent["why"] };

/** Who we are, the figures, and why homeowners choose us: one section, one screen on a desktop. */
export function HomeAbout({ about, why }: HomeAboutProps) {
  return (
    <Section id="about" heading={about.heading}>
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-10">
        <div className="space-y-4 text-slate-700 sm:text-lg">
          {/* A phone gets the first paragraph; the rest repeats what the points below say. */}
          {about.paragraphs.map((paragraph, index) => (
            <p key={paragraph} className={index > 0 ? "max-sm:hidden" : undefined}>
              {paragraph}
            </p>
          ))}
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:gap-4">
          {about.facts.map((fact) => (
            <div key={fact.label} className="flex flex-col rounded-xl bg-brand-50 p-4 sm:p-6">
              <dt className="text-sm text-slate-600">{fact.label}</dt>
              <dd className="order-first text-xl font-bold text-brand-800 sm:text-3xl">
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <h3 className="mt-10 text-xl font-semibold text-slate-900 sm:mt-12 sm:text-2xl">
        {why.heading}
      </h3>
      <ul className="mt-6 grid gap-x-8 gap-y-5 sm:grid-cols-2 lg:grid-cols-4">
        {why.points.map((point) => (
          <li key={point.title} className="border-l-4 border-accent-600 pl-4">
            <h4 className="font-semibold text-slate-900">{point.title}</h4>
            <p className="mt-1 text-slate-600">{point.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
