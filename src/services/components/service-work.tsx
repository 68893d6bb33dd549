import { MoreLink } from "@/components/ui/more-link";
import { Section } from "@/components/ui/section";
import { SwipeRow } from "@/components/ui/swipe-row";
import { ideaPageLabelsIn, ideaPath, type IdeaPage } from "@/ideas";
import { localePath, type Locale } from "@/lib/i18n/locale";
import { PhotoRow } from "@/photos/ui";
import { ProjectCard } from "@/projects/ui";
import type { ProjectSummary } from "@/projects";
import { serviceTitle, type ServiceSlug } from "@/services/catalog";
import { servicePageLabels } from "@/services/copy";

type ServiceWorkProps = {
  slug: ServiceSlug;
  projects: readonly ProjectSummary[];
  ideas: readonly IdeaPage[];
  locale: Locale;
};

/** The service's shown projects, then the pictures of its idea page, near the top of the page. */
export function ServiceWork({ slug, ideas, locale, ...shown }: ServiceWorkProps) {
  const projects = shown.projects.filter((project) => project.serviceSlug === slug);
  const idea = ideas.find((page) => page.serviceSlug === slug);
  const labels = servicePageLabels[locale];
  const ideaLabels = ideaPageLabelsIn[locale];
  if (!projects.length && !idea) return null;
  // The idea's pictures are the registry's drawings (photos/images.ts), never photos of a job.
  const illustrated = Boolean(idea) || projects.some((project) => project.photo?.illustration);
  return (
    <Section
      heading={(illustrated ? labels.illustratedWorkHeading : labels.workHeading)(
        serviceTitle(slug, locale),
      )}
      intro={labels.workIntro}
      tone="sand"
    >
      {projects.length ? (
        <SwipeRow
          wide="grid"
          className="mb-8"
          items={projects.map((project) => ({
            key: project.slug,
            node: <ProjectCard project={project} locale={locale} />,
          }))}
        />
      ) : null}
      {idea ? (
        <>
          <PhotoRow
            images={idea.gallery}
            label={ideaLabels.picturesLabel(idea.category)}
            locale={locale}
          />
          <MoreLink href={localePath(locale, ideaPath(idea.slug))} className="mt-4">
            {labels.workIdeasLink(ideaLabels.category(idea.category))}
          </MoreLink>
        </>
      ) : null}
    </Section>
  );
}
