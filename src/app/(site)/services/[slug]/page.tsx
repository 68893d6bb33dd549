import type { Metadata } from "next";
import { Phone } from "@/components/ui/icons";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { CtaBand } from "@/components/sections/cta-band";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { PackageCards } from "@/services/components/package-cards";
import { PageHero } from "@/components/sections/page-hero";
import { Steps } from "@/components/sections/steps";
import { ToolsPromo } from "@/tools/components/tools-promo";
import { ButtonLink } from "@/components/ui/button-link";
import { JsonLdScript } from "@/components/ui/json-ld";
import { Section } from "@/components/ui/section";
import type { SiteFacts } from "@/business/site-facts";
import { getService, servicePath } from "@/services/catalog";
import { servicePageLabels as labels, servicePagesFor } from "@/services/copy";
import { notFound } from "next/navigation";
import { servicePageJsonLd } from "@/site/page-json-ld";
import { buildMetadata } from "@/lib/seo/metadata";
import { siteFacts } from "@/business/public";

type Props = { params: Promise<{ slug: string }> };

const findPage = (facts: SiteFacts, slug: string) =>
  servicePagesFor(facts).find((page) => page.slug === slug);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const facts = await siteFacts();
  const page = findPage(facts, (await params).slug);
  if (!page) return {};
  return buildMetadata(facts, {
    title: page.metaTitle,
    description: page.metaDescription,
    path: servicePath(page.slug),
    ogKind: "service",
  });
}

export default async function ServicePage({ params }: Props) {
  const { slug } = await params;
  const facts = await siteFacts();
  const page = findPage(facts, slug);
  if (!page) notFound();
  const { business } = facts;
  const service = getService(page.slug);
  const path = servicePath(page.slug);
  const tel = `tel:${business.phone.e164}`;
  const primaryHref = page.phoneFirst ? tel : "/contact";

  return (
    <>
      <Breadcrumbs trail={[{ name: service.title, path }]} />
      <PageHero
        eyebrow={page.hero.eyebrow}
        heading={page.hero.heading}
        intro={page.hero.intro}
        imageId={page.hero.imageId}
      >
        {page.phoneFirst ? (
          <>
            <ButtonLink href={tel}>
              <Phone aria-hidden="true" className="size-5" /> Call {business.phone.display}
            </ButtonLink>
            <ButtonLink href="/contact" variant="secondary">
              {labels.estimateCtaSecondary}
            </ButtonLink>
          </>
        ) : (
          <>
            <ButtonLink href="/contact">{labels.estimateCta}</ButtonLink>
            <ButtonLink href={tel} variant="secondary">
              <Phone aria-hidden="true" className="size-5" /> Call {business.phone.display}
            </ButtonLink>
          </>
        )}
      </PageHero>

      <Section heading={page.why.heading} intro={page.why.intro}>
        <FeatureGrid items={page.why.points} columns={4} />
      </Section>

      <Section heading={page.features.heading} tone="sand">
        <FeatureGrid items={page.features.items} columns={3} />
      </Section>

      <Section heading={page.process.heading} intro={page.process.intro}>
        <Steps steps={page.process.steps} />
        <p className="mt-8 max-w-3xl rounded-xl bg-brand-50 p-6 text-slate-700">
          <span className="font-semibold text-slate-900">{labels.timelineLabel}</span>
          {page.timelineNote}
        </p>
      </Section>

      <Section
        heading={labels.packagesHeading(service.title)}
        intro={labels.packagesIntro}
        tone="sand"
      >
        <PackageCards
          packages={page.packages}
          ctaHref={primaryHref}
          ctaLabel={page.phoneFirst ? `Call ${business.phone.display}` : labels.packageCta}
        />
      </Section>

      <ToolsPromo />

      <Section heading={labels.questionsHeading}>
        <div className="grid gap-6 md:grid-cols-2">
          <p className="text-slate-700">
            {page.resources.faqText}{" "}
            <a href="/faq" className="font-semibold text-accent-700 underline">
              {labels.faqLink}
            </a>
          </p>
          <p className="text-slate-700">
            {page.resources.resourcesText}{" "}
            <a href="/resources" className="font-semibold text-accent-700 underline">
              {labels.resourcesLink}
            </a>
          </p>
        </div>
      </Section>

      <CtaBand
        heading={page.closing.heading}
        text={page.closing.text}
        phoneFirst={page.phoneFirst}
      />
      <JsonLdScript data={servicePageJsonLd(facts, page)} />
    </>
  );
}
