import type { Metadata } from "next";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { BulletList } from "@/components/sections/bullet-list";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Gallery } from "@/photos/components/gallery";
import { PageHero } from "@/components/sections/page-hero";
import { StatList } from "@/components/sections/stat-list";
import { ButtonLink } from "@/components/ui/button-link";
import { JsonLdScript } from "@/components/ui/json-ld";
import { Section } from "@/components/ui/section";
import { getIdeaPage, ideaPageLabels as labels, ideaPath } from "@/ideas/ideas";
import { getService, servicePath } from "@/services/catalog";
import { notFound } from "next/navigation";
import { ideaPageJsonLd } from "@/site/page-json-ld";
import { buildMetadata } from "@/lib/seo/metadata";
import { siteFacts } from "@/business/public";

type Props = { params: Promise<{ slug: string }> };

/** Idea pages are evergreen articles first published with the site (spec §9). */
const IDEA_PUBLISHED = "2024-01-01";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const facts = await siteFacts();
  const idea = getIdeaPage(facts, (await params).slug);
  if (!idea) return {};
  return buildMetadata(facts, {
    title: idea.metaTitle,
    description: idea.metaDescription,
    path: ideaPath(idea.slug),
    ogKind: "idea",
    ogType: "article",
    publishedTime: IDEA_PUBLISHED,
  });
}

export default async function IdeaPage({ params }: Props) {
  const { slug } = await params;
  const facts = await siteFacts();
  const idea = getIdeaPage(facts, slug);
  if (!idea) notFound();
  const path = ideaPath(idea.slug);
  const service = getService(idea.serviceSlug);

  return (
    <>
      <Breadcrumbs
        trail={[
          { name: "Ideas", path: "/ideas" },
          { name: idea.title, path },
        ]}
      />
      <PageHero
        eyebrow={labels.eyebrow(idea.category)}
        heading={idea.title}
        intro={idea.intro}
        imageId={idea.card.imageId}
      >
        <ButtonLink href="/contact">{labels.primaryCta}</ButtonLink>
        <ButtonLink href={servicePath(service.slug)} variant="secondary">
          {labels.serviceLink(service.title)}
        </ButtonLink>
      </PageHero>

      <Section heading={labels.glanceHeading} tone="sand">
        <StatList
          stats={[
            { label: labels.timelineLabel, value: idea.stats.timeline },
            { label: labels.investmentLabel, value: idea.stats.investment },
            { label: idea.stats.sizeLabel, value: idea.stats.size },
          ]}
        />
      </Section>

      <Section heading={labels.stylesHeading}>
        <ul className="grid gap-6 md:grid-cols-2">
          {idea.styles.map((style) => (
            <li key={style.name} className="rounded-xl border border-slate-200 p-6">
              <h3 className="text-xl font-semibold text-slate-900">{style.name}</h3>
              <p className="mt-2 mb-4 text-slate-600">{style.description}</p>
              <BulletList items={style.features} />
            </li>
          ))}
        </ul>
      </Section>

      {idea.interiorList && idea.exteriorList ? (
        <Section heading={labels.insideOutHeading} tone="sand">
          <div className="grid gap-10 md:grid-cols-2">
            <div>
              <h3 className="mb-4 text-xl font-semibold text-slate-900">
                {labels.interiorHeading}
              </h3>
              <BulletList items={idea.interiorList} />
            </div>
            <div>
              <h3 className="mb-4 text-xl font-semibold text-slate-900">
                {labels.exteriorHeading}
              </h3>
              <BulletList items={idea.exteriorList} />
            </div>
          </div>
        </Section>
      ) : null}

      {idea.roiCards ? (
        <Section heading={labels.roiHeading}>
          <StatList stats={idea.roiCards} />
        </Section>
      ) : null}

      {idea.seasons ? (
        <Section heading={labels.seasonsHeading}>
          <FeatureGrid
            items={idea.seasons.map((s) => ({ title: `${s.season}: ${s.title}`, text: s.text }))}
            columns={4}
          />
        </Section>
      ) : null}

      {idea.sustainableFeatures ? (
        <Section heading={labels.sustainableHeading}>
          <BulletList items={idea.sustainableFeatures} columns={2} />
        </Section>
      ) : null}

      {idea.lifestyleCards ? (
        <Section heading={labels.lifestyleHeading} tone="sand">
          <FeatureGrid items={idea.lifestyleCards} columns={3} />
        </Section>
      ) : null}

      <Section heading={labels.possibilitiesSectionHeading}>
        <div className="grid gap-10 md:grid-cols-2">
          <div>
            <h3 className="mb-4 text-xl font-semibold text-slate-900">
              {labels.possibilitiesHeading}
            </h3>
            <BulletList items={idea.possibilities} />
          </div>
          <div>
            <h3 className="mb-4 text-xl font-semibold text-slate-900">
              {labels.expectationsHeading}
            </h3>
            <BulletList items={idea.expectations} />
          </div>
        </div>
      </Section>

      <Section heading={labels.galleryHeading} tone="sand">
        <Gallery images={idea.gallery} />
      </Section>

      <section aria-labelledby="idea-cta-heading" className="bg-brand-800 py-16 text-white">
        <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
          <h2 id="idea-cta-heading" className="text-3xl font-bold tracking-tight">
            {labels.ctaHeading(idea.category)}
          </h2>
          <p className="mt-4 text-lg text-slate-200">{labels.ctaText}</p>
          <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
            <ButtonLink href="/contact">{labels.ctaPrimary}</ButtonLink>
            <ButtonLink href="/ideas" variant="ghostLight">
              {labels.ctaSecondary}
            </ButtonLink>
          </div>
        </div>
      </section>
      <JsonLdScript data={ideaPageJsonLd(facts, idea)} />
    </>
  );
}
