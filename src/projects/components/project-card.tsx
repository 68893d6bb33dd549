import { SiteImage } from "@/photos/components/site-image";
import {
  projectFraming,
  projectPageLabels as labels,
  projectPath,
  type ProjectSummary,
} from "@/projects/projects";

export function ProjectCard({ project }: { project: ProjectSummary }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {project.photo ? (
        <SiteImage
          photo={project.photo}
          sizes="(min-width: 1024px) 33vw, 100vw"
          className="aspect-[3/2] h-auto w-full object-cover"
          decorative
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
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
        <a
          href={projectPath(project.slug)}
          className="mt-4 inline-flex min-h-11 items-center font-semibold text-accent-700 hover:underline"
        >
          {projectFraming.cardLink}
          <span aria-hidden="true">&nbsp;→</span>
        </a>
      </div>
    </article>
  );
}
