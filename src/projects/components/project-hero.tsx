import { PageHero } from "@/components/sections/page-hero";
import { ButtonLink } from "@/components/ui/button-link";
import type { ProjectStory } from "@/projects/projects";
import { projectFramingIn, projectLabelsIn } from "@/projects/labels";
import { servicePath, serviceTitle } from "@/services";
import { localePath, type Locale } from "@/lib/i18n/locale";

/** The project's hero; a representative project says so before its location. */
export function ProjectHero({ project, locale }: { project: ProjectStory; locale: Locale }) {
  const labels = projectLabelsIn[locale];
  const framing = projectFramingIn[locale];
  return (
    <PageHero
      eyebrow={project.representative ? `${framing.label} · ${project.location}` : project.location}
      heading={project.title}
      intro={project.summary}
      photo={project.photo}
    >
      <ButtonLink href={localePath(locale, "/contact")}>{labels.primaryCta}</ButtonLink>
      <ButtonLink href={localePath(locale, servicePath(project.serviceSlug))} variant="secondary">
        {labels.serviceLink(serviceTitle(project.serviceSlug, locale))}
      </ButtonLink>
    </PageHero>
  );
}
