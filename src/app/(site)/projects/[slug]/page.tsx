import type { Metadata } from "next";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { BulletList } from "@/components/sections/bullet-list";
import { CtaBand } from "@/components/sections/cta-band";
import { BeforeAfter } from "@/projects/components/before-after";
import { Gallery } from "@/photos/components/gallery";
import { PageHero } from "@/components/sections/page-hero";
import { StatList } from "@/components/sections/stat-list";
import { ButtonLink } from "@/components/ui/button-link";
import { JsonLdScript } from "@/components/ui/json-ld";
import { Section } from "@/components/ui/section";
import { shownProject } from "@/projects/public";
import { projectFraming, projectPageLabels as labels, projectPath } from "@/projects/projects";
import { getService, servicePath } from "@/services/catalog";
import { notFound } from "next/navigation";
import { projectPageJsonLd } from "@/site/page-json-ld";
import { buildMetadata } from "@/lib/seo/metadata";
import { siteFacts } from "@/business/public";

type Props = { params: Promise<{ slug: string }> };

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
  const path = projectPath(project.slug);
  const service = getService(project.serviceSlug);

  return (
    <>
      <Breadcrumbs trail={[{ name: project.title, path }]} />
      <PageHero
        eyebrow={
          project.representative
            ? `${projectFraming.label} · ${project.location}`
            : project.location
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

      <Section heading={labels.glanceHeading} tone="sand">
        <StatList
          stats={[
            { label: labels.homeLabel, value: project.homeType },
            { label: labels.timelineLabel, value: project.timeline.total },
            { label: labels.budgetLabel, value: project.budgetBand },
          ]}
        />
        {project.representative ? (
          <p className="mt-6 text-sm text-slate-600">{projectFraming.note}</p>
        ) : null}
      </Section>

      <Section heading={project.goal.heading}>
        <p className="max-w-3xl text-lg text-slate-700">{project.goal.text}</p>
      </Section>

      <Section heading={project.before.heading} tone="sand">
        <p className="max-w-3xl text-lg text-slate-700">{project.before.text}</p>
      </Section>

      <Section heading={project.scope.heading}>
        <BulletList items={project.scope.items} columns={2} />
      </Section>

      <Section
        heading={labels.timelineHeading}
        intro={labels.timelineTotal(project.timeline.total)}
        tone="sand"
      >
        <ol className="space-y-4">
          {project.timeline.phases.map((phase) => (
            <li key={phase.name} className="rounded-xl bg-white p-6 ring-1 ring-slate-200">
              <h3 className="text-lg font-semibold text-slate-900">{phase.name}</h3>
              <p className="text-sm font-medium text-accent-700">{phase.duration}</p>
              <p className="mt-2 text-slate-700">{phase.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section heading={project.built.heading}>
        <div className="max-w-3xl space-y-4 text-lg text-slate-700">
          {project.built.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section heading={project.result.heading} tone="sand">
        <p className="max-w-3xl text-lg text-slate-700">{project.result.text}</p>
      </Section>

      {project.pairs.length ? (
        <Section heading={labels.pairsHeading}>
          <div className="mx-auto max-w-4xl space-y-12">
            {project.pairs.map((pair) => (
              <BeforeAfter key={pair.caption} {...pair} />
            ))}
          </div>
        </Section>
      ) : null}

      {project.gallery.length ? (
        <Section heading={labels.galleryHeading} tone="sand">
          <Gallery images={project.gallery} />
        </Section>
      ) : null}

      <CtaBand heading={labels.ctaHeading} text={labels.ctaText} />
      <JsonLdScript data={projectPageJsonLd(facts, project)} />
    </>
  );
}
