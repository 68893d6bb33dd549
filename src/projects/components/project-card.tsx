import { Card, cardPictureClass } from "@/components/ui/card";
import { MoreLink } from "@/components/ui/more-link";
import { SiteImage } from "@/photos/components/site-image";
import {
  projectFraming,
  projectPageLabels as labels,
  projectPath,
  type ProjectSummary,
} from "@/projects/projects";

export function ProjectCard({ project }: { project: ProjectSummary }) {
  return (
    <Card
      picture={
        project.photo ? (
          <SiteImage
            photo={project.photo}
            sizes="(min-width: 1024px) 33vw, 100vw"
            className={cardPictureClass}
            decorative
          />
        ) : null
      }
    >
      <p className="text-sm text-slate-600">
        {project.representative ? `${projectFraming.label} · ` : null}
        {project.location}
      </p>
      <h3 className="mt-1 text-lg font-semibold text-slate-900">{project.title}</h3>
      <p className="mt-2 flex-1 text-slate-600">{project.summary}</p>
      <p className="mt-3 text-sm">
        <span className="text-slate-500">{labels.budgetLabel}: </span>
        <span className="font-semibold text-slate-900">{project.budgetBand}</span>
      </p>
      <MoreLink href={projectPath(project.slug)} className="mt-4">
        {projectFraming.cardLink}
      </MoreLink>
    </Card>
  );
}
