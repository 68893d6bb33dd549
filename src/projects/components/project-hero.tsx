import { PageHero } from "@/components/sections/page-hero";
import { ButtonLink } from "@/components/ui/button-link";
import {
  projectFraming,
  projectPageLabels as labels,
  type ProjectStory,
} from "@/projects/projects";
import { getService, servicePath } from "@/services/catalog";

/** The project's hero; a representative project says so before its location. */
export function ProjectHero({ project }: { project: ProjectStory }) {
  const service = getService(project.serviceSlug);
  return (
    <PageHero
      eyebrow={
        project.representative ? `${projectFraming.label} · ${project.location}` : project.location
      }
      heading={project.title}
      intro={project.summary}
      photo={project.photo}
    >
      <ButtonLink href="/contact">{labels.primaryCta}</ButtonLink>
      <ButtonLink href={servicePath(service.slug)} variant="secondary">
        {labels.serviceLink(service.title)}
      </ButtonLink>
    </PageHero>
  );
}
