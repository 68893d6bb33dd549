import { ButtonLink } from "@/components/ui/button-link";
import { Section } from "@/components/ui/section";
import { IdeaCard } from "@/ideas/components/idea-card";
import type { IdeaPage } from "@/ideas/ideas";
import { ProjectCard } from "@/projects/components/project-card";
import type { ProjectSummary } from "@/projects/projects";
import { projectsSectionCopy, type HomeContent } from "@/site/home";

type HomeProjectsProps = {
  home: HomeContent;
  projects: readonly ProjectSummary[];
  ideas: readonly IdeaPage[];
};

/** The shown projects (when there are any) above the idea pages, under one section heading. */
export function HomeProjects({ home, projects, ideas }: HomeProjectsProps) {
  const copy = projectsSectionCopy(home, projects);
  return (
    <Section id="projects" heading={home.projects.heading} intro={copy.intro} tone="sand">
      {projects.length ? (
        <>
          <h3 className="mb-6 text-2xl font-semibold text-slate-900">{copy.heading}</h3>
          <ul className="mb-14 grid gap-6 md:grid-cols-3">
            {projects.map((project) => (
              <li key={project.slug}>
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h3 className="text-2xl font-semibold text-slate-900">{home.projects.ideasHeading}</h3>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {ideas.map((idea) => (
          <li key={idea.slug}>
            <IdeaCard idea={idea} />
          </li>
        ))}
      </ul>
      <div className="mt-10">
        <ButtonLink href="/ideas" variant="secondary">
          Explore All Ideas
        </ButtonLink>
      </div>
    </Section>
  );
}
