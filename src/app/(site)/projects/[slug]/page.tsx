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
import { projectPageLabels as labels, projectPath } from "@/projects/projects";
import { projectPageJsonLd } from "@/site/page-json-ld";
import { buildMetadata } from "@/lib/seo/metadata";
import { siteFacts } from "@/business/public";

type Props = { params: Promise<{ slug: string }> };

// Projects come and go in the admin: each is rendered on its first view and kept.
export const generateStaticParams = async (): Promise<{ slug: string }[]> => [];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const project = await shownProject((await params).slug);
  if (!project) return {};
  return buildMetadata(await siteFacts(), {
    title: project.metaTitle,
    description: project.metaDescription,
    path: projectPath(project.slug),
    ogKind: "project",
    ogType: "article",
  });
}

export default async function ProjectPage({ params }: Props) {
  const { slug } = await params;
  const [project, facts] = await Promise.all([shownProject(slug), siteFacts()]);
  if (!project) notFound();
  return (
    <>
      <Breadcrumbs trail={[{ name: project.title, path: projectPath(project.slug) }]} />
      <ProjectHero project={project} />
      <ProjectGlance project={project} />
      <ProjectTextSection section={project.goal} />
      <ProjectTextSection section={project.before} tone="sand" />
      <ProjectScope scope={project.scope} />
      <ProjectTimeline timeline={project.timeline} />
      <ProjectBuilt built={project.built} />
      <ProjectTextSection section={project.result} tone="sand" />
      <ProjectPairs pairs={project.pairs} />
      <ProjectGallery images={project.gallery} />
      <CtaBand heading={labels.ctaHeading} text={labels.ctaText} />
      <JsonLdScript data={projectPageJsonLd(facts, project)} />
    </>
  );
}
