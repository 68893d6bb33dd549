import type { Metadata } from "next";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { BulletList } from "@/components/sections/bullet-list";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Gallery } from "@/components/sections/gallery";
import { PageHero } from "@/components/sections/page-hero";
import { StatList } from "@/components/sections/stat-list";
import { ButtonLink } from "@/components/ui/button-link";
import { JsonLdScript } from "@/components/ui/json-ld";
import { Section } from "@/components/ui/section";
import { getIdeaPage, ideaPages, ideaPath } from "@/content/ideas";
import { getService, servicePath } from "@/content/service-catalog";
import { notFound } from "next/navigation";
import { ideaPageJsonLd } from "@/lib/seo/page-json-ld";
import { buildMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ slug: string }> };

/** Idea pages are evergreen articles first published with the site (spec §9). */
const IDEA_PUBLISHED = "2024-01-01";

/** Every slug is known at build time; any other answers with the static 404 page. */
export const dynamicParams = false;

export function generateStaticParams() {
  return ideaPages.map((idea) => ({ slug: idea.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const idea = getIdeaPage((await params).slug);
  if (!idea) return {};
  return buildMetadata({
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
  const idea = getIdeaPage(slug);
  if (!idea) notFound();
  const path = ideaPath(idea.slug);
  const service = getService(idea.serviceSlug);

  return (
    <>
      <JsonLdScript data={ideaPageJsonLd(idea)} />
      <Breadcrumbs
        trail={[
          { name: "Ideas", path: "/ideas" },
          { name: idea.title, path },
        ]}
      />
      <PageHero
        eyebrow={`${idea.category} ideas`}
        heading={idea.title}
        intro={idea.intro}
        imageId={idea.card.imageId}
      >
        <ButtonLink href="/contact">Book a Free Consultation</ButtonLink>
        <ButtonLink href={servicePath(service.slug)} variant="secondary">
          {service.title} services
        </ButtonLink>
      </PageHero>

      <Section heading="A typical project at a glance" tone="sand">
        <StatList
          stats={[
            { label: "Timeline", value: idea.stats.timeline },
            { label: "Investment", value: idea.stats.investment },
            { label: idea.stats.sizeLabel, value: idea.stats.size },
          ]}
        />
      </Section>

      <Section heading="Styles to consider">
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
        <Section heading="Inside and out" tone="sand">
          <div className="grid gap-10 md:grid-cols-2">
            <div>
              <h3 className="mb-4 text-xl font-semibold text-slate-900">Interior updates</h3>
              <BulletList items={idea.interiorList} />
            </div>
            <div>
              <h3 className="mb-4 text-xl font-semibold text-slate-900">Exterior updates</h3>
              <BulletList items={idea.exteriorList} />
            </div>
          </div>
        </Section>
      ) : null}

      {idea.roiCards ? (
        <Section heading="What a whole-home renovation returns">
          <StatList stats={idea.roiCards} />
        </Section>
      ) : null}

      {idea.seasons ? (
        <Section heading="Four seasons outdoors in Dallas">
          <FeatureGrid
            items={idea.seasons.map((s) => ({ title: `${s.season}: ${s.title}`, text: s.text }))}
            columns={4}
          />
        </Section>
      ) : null}

      {idea.sustainableFeatures ? (
        <Section heading="Sustainable features">
          <BulletList items={idea.sustainableFeatures} columns={2} />
        </Section>
      ) : null}

      {idea.lifestyleCards ? (
        <Section heading="Why people choose tiny living" tone="sand">
          <FeatureGrid items={idea.lifestyleCards} columns={3} />
        </Section>
      ) : null}

      <Section heading="Possibilities and what to expect">
        <div className="grid gap-10 md:grid-cols-2">
          <div>
            <h3 className="mb-4 text-xl font-semibold text-slate-900">Possibilities</h3>
            <BulletList items={idea.possibilities} />
          </div>
          <div>
            <h3 className="mb-4 text-xl font-semibold text-slate-900">What to expect</h3>
            <BulletList items={idea.expectations} />
          </div>
        </div>
      </Section>

      <Section heading="Gallery" tone="sand">
        <Gallery images={idea.gallery} />
      </Section>

      <section aria-labelledby="idea-cta-heading" className="bg-brand-800 py-16 text-white">
        <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
          <h2 id="idea-cta-heading" className="text-3xl font-bold tracking-tight">
            Ready to talk about your {idea.category.toLowerCase()} project?
          </h2>
          <p className="mt-4 text-lg text-slate-200">
            Book a free consultation, or keep browsing ideas for other rooms.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
            <ButtonLink href="/contact">Get Your Free Consultation</ButtonLink>
            <ButtonLink href="/ideas" variant="ghostLight">
              Explore More Ideas
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
