import { Card } from "@/components/ui/card";
import { MoreLink } from "@/components/ui/more-link";
import { projectPath, type ProjectSummary } from "@/projects/projects";
import { budgetText, projectFramingIn, projectLabelsIn } from "@/projects/labels";
import { localePath, type Locale } from "@/lib/i18n/locale";

type ProjectCardProps = { project: ProjectSummary; locale?: Locale };

/** A project's card (home, service pages), in the edition of the page it sits on. */
export function ProjectCard({ project, locale = "en" }: ProjectCardProps) {
  const framing = projectFramingIn[locale];
  const labels = projectLabelsIn[locale];
  return (
    <Card photo={project.photo} sizes="(min-width: 1024px) 33vw, 100vw">
      <p className="text-sm text-slate-600">
        {project.representative ? `${framing.label} · ` : null}
        {project.location}
      </p>
      <h3 className="mt-1 text-lg font-semibold text-slate-900">{project.title}</h3>
      <p className="mt-2 flex-1 text-slate-600">{project.summary}</p>
      <p className="mt-3 text-sm">
        <span className="text-slate-500">{labels.budgetLabel}: </span>
        <span className="font-semibold text-slate-900">
          {budgetText(project.budgetBand, locale)}
        </span>
      </p>
      <MoreLink href={localePath(locale, projectPath(project.slug))} className="mt-4">
        {framing.cardLink}
      </MoreLink>
    </Card>
  );
}
