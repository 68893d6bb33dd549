import { Section } from "@/components/ui/section";
import type { CityPage } from "@/cities/cities";
import type { CityTemplate } from "@/cities/city-template";
import { localePath, type Locale } from "@/lib/i18n/locale";
import { servicePath, serviceTitle } from "@/services";

type CityLocalProjectProps = {
  project: CityPage["localProject"];
  city: string;
  template: CityTemplate;
  locale: Locale;
};

export function CityLocalProject({ project, city, template: t, locale }: CityLocalProjectProps) {
  return (
    <Section heading={project.heading}>
      <article className="max-w-3xl rounded-xl border border-slate-200 p-6">
        <h3 className="text-xl font-semibold text-slate-900">{project.title}</h3>
        <p className="mt-1 text-sm text-slate-600">
          {project.neighborhood}, {city}
        </p>
        <p className="mt-4 text-slate-700">{project.text}</p>
        <a
          href={localePath(locale, servicePath(project.serviceSlug))}
          className="mt-4 inline-flex min-h-11 items-center font-semibold text-accent-700 hover:underline"
        >
          {t.serviceLink(serviceTitle(project.serviceSlug, locale))}
          <span aria-hidden="true">&nbsp;→</span>
        </a>
      </article>
    </Section>
  );
}
