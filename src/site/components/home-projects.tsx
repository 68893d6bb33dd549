import { ButtonLink } from "@/components/ui/button-link";
import { Section } from "@/components/ui/section";
import { SwipeRow } from "@/components/ui/swipe-row";
import { ProjectCard } from "@/projects/ui";
import type { ProjectSummary } from "@/projects";
import { projectsSectionCopy, type HomeContent } from "@/site/home";
import { localePath, type Locale } from "@/lib/i18n/locale";

type HomeProjectsProps = {
  home: HomeContent;
  projects: readonly ProjectSummary[];
  locale: Locale;
};

/**
 * The shown projects, then a link out to the ideas. On a phone the cards sit side by side in a
 * row the visitor swipes, so three projects cost one card's height.
 */
export function HomeProjects({ home, projects, locale }: HomeProjectsProps) {
  const copy = projectsSectionCopy(home, projects);
  return (
    <Section id="projects" heading={copy.heading} intro={copy.intro} tone="sand">
      {projects.length ? (
        <SwipeRow
          wide="grid"
          items={projects.map((project) => ({
            key: project.slug,
            node: <ProjectCard project={project} locale={locale} />,
          }))}
        />
      ) : null}
      <div className="mt-8">
        <ButtonLink href={localePath(locale, "/ideas")} variant="secondary">
          {home.projects.ideasLink}
        </ButtonLink>
      </div>
    </Section>
  );
}
