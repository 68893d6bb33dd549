import { MoreLink } from "@/components/ui/more-link";
import { Section } from "@/components/ui/section";
import { SwipeRow } from "@/components/ui/swipe-row";
import { ideaPageLabels, ideaPath, type IdeaPage } from "@/ideas/ideas";
import { PhotoRow } from "@/photos/components/photo-row";
import { ProjectCard } from "@/projects/components/project-card";
import type { ProjectSummary } from "@/projects/projects";
import { getService, type ServiceSlug } from "@/services/catalog";
import { servicePageLabels as labels } from "@/services/copy";

type ServiceWorkProps = {
  slug: ServiceSlug;
  projects: readonly ProjectSummary[];
  ideas: readonly IdeaPage[];
};

/** The service's shown projects, then the pictures of its idea page, near the top of the page. */
export function ServiceWork({ slug, ideas, ...shown }: ServiceWorkProps) {
  const projects = shown.projects.filter((project) => project.serviceSlug === slug);
  const idea = ideas.find((page) => page.serviceSlug === slug);
  const serviceTitle = getService(slug).title;
  if (!projects.length && !idea) return null;
  return (
    <Section heading={labels.workHeading(serviceTitle)} intro={labels.workIntro} tone="sand">
      {projects.length ? (
        <SwipeRow
          wide="grid"
          className="mb-8"
          items={projects.map((project) => ({
            key: project.slug,
            node: <ProjectCard project={project} />,
          }))}
        />
      ) : null}
      {idea ? (
        <>
          <PhotoRow images={idea.gallery} label={ideaPageLabels.picturesLabel(idea.category)} />
          <MoreLink href={ideaPath(idea.slug)} className="mt-4">
            {labels.workIdeasLink(idea.category)}
          </MoreLink>
        </>
      ) : null}
    </Section>
  );
}
