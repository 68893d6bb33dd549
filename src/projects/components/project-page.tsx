import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { CtaBand } from "@/components/sections/cta-band";
import { JsonLdScript } from "@/components/ui/json-ld";
import { ProjectBuilt } from "@/projects/components/project-built";
import { ProjectGallery } from "@/projects/components/project-gallery";
import { ProjectGlance } from "@/projects/components/project-glance";
import { ProjectHero } from "@/projects/components/project-hero";
import { ProjectPairs } from "@/projects/components/project-pairs";
import { ProjectScope } from "@/projects/components/project-scope";
import { ProjectTextSection } from "@/projects/components/project-text-section";
import { ProjectTimeline } from "@/projects/components/project-timeline";
import { shownProject } from "@/projects/public";
import { projectPath } from "@/projects/projects";
import { projectFramingIn, projectLabelsIn } from "@/projects/labels";
import { projectPageJsonLd } from "@/site";
import { buildMetadata } from "@/lib/seo/metadata";
import { locales, type Locale } from "@/lib/i18n/locale";
import { siteFacts } from "@/site/server";

/**
 * The editions a project's page exists in: English always (the admin requires it), Spanish once
 * its Spanish side is written in full, so no page points search engines at a Spanish 404.
 */
async function editionsOf(slug: string): Promise<readonly Locale[]> {
  return (await shownProject(slug, "es")) ? locales : ["en"];
}

export async function projectMetadata(locale: Locale, slug: string): Promise<Metadata> {
  const project = await shownProject(slug, locale);
  if (!project) return {};
  return buildMetadata(await siteFacts(locale), {
    title: project.metaTitle,
    // A representative job says so in search results too, before its own summary.
    description: project.representative
      ? `${projectFramingIn[locale].label}: ${project.metaDescription}`
      : project.metaDescription,
    path: projectPath(project.slug),
    ogKind: "project",
    ogType: "article",
    editions: await editionsOf(project.slug),
  });
}

/** /projects/<slug> in either edition; a project without its Spanish answers 404 under /es. */
export async function ProjectPage({ locale, slug }: { locale: Locale; slug: string }) {
  const [project, facts] = await Promise.all([shownProject(slug, locale), siteFacts(locale)]);
  if (!project) notFound();
  const labels = projectLabelsIn[locale];
  return (
    <>
      <Breadcrumbs
        trail={[{ name: project.title, path: projectPath(project.slug) }]}
        locale={locale}
      />
      <ProjectHero project={project} locale={locale} />
      <ProjectGlance project={project} locale={locale} />
      <ProjectTextSection section={project.goal} />
      <ProjectTextSection section={project.before} tone="sand" />
      <ProjectScope scope={project.scope} />
      <ProjectTimeline timeline={project.timeline} locale={locale} />
      <ProjectBuilt built={project.built} />
      <ProjectTextSection section={project.result} tone="sand" />
      <ProjectPairs pairs={project.pairs} locale={locale} />
      <ProjectGallery images={project.gallery} locale={locale} />
      <CtaBand heading={labels.ctaHeading} text={labels.ctaText} locale={locale} />
      <JsonLdScript data={projectPageJsonLd(facts, project)} />
    </>
  );
}
