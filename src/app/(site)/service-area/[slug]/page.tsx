import type { Metadata } from "next";
import { Phone, ShieldCheck } from "@/components/ui/icons";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { ServiceCards } from "@/services/components/service-cards";
import { Steps } from "@/components/sections/steps";
import { ButtonLink } from "@/components/ui/button-link";
import { JsonLdScript } from "@/components/ui/json-ld";
import { Section } from "@/components/ui/section";
import { cityPath } from "@/business/facts";
import type { SiteFacts } from "@/business/site-facts";
import { cityPagesFor, type CityPage } from "@/cities/cities";
import { cityTemplateFor } from "@/cities/city-template";
import { homeFor } from "@/site/home";
import { getService, servicePath } from "@/services/catalog";
import { notFound } from "next/navigation";
import { cityPageJsonLd } from "@/site/page-json-ld";
import { buildMetadata } from "@/lib/seo/metadata";
import { siteFacts } from "@/business/public";

type Props = { params: Promise<{ slug: string }> };

const SUFFIX = "-remodeling-contractor";
const findCity = (facts: SiteFacts, segment: string): CityPage | undefined =>
  cityPagesFor(facts).find((page) => `${page.slug}${SUFFIX}` === segment);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const facts = await siteFacts();
  const page = findCity(facts, (await params).slug);
  if (!page) return {};
  const t = cityTemplateFor(facts);
  return buildMetadata(facts, {
    title: t.metaTitle(page.city),
    description: t.metaDescription(page.city),
    path: cityPath(page.slug),
    ogKind: "city",
  });
}

export default async function CityPageRoute({ params }: Props) {
  const { slug } = await params;
  const facts = await siteFacts();
  const page = findCity(facts, slug);
  if (!page) notFound();
  const { business } = facts;
  const t = cityTemplateFor(facts);
  const home = homeFor(facts);
  const path = cityPath(page.slug);
  const tel = `tel:${business.phone.e164}`;
  const project = page.localProject;

  return (
    <>
      <Breadcrumbs trail={[{ name: `${page.city}, TX`, path }]} />
      <section aria-labelledby="page-heading" className="bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
          <p className="inline-block rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-700/20">
            {t.badge(page.city)}
          </p>
          <h1
            id="page-heading"
            className="mt-4 max-w-3xl text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl"
          >
            {t.heading(page.city)}
          </h1>
          <p className="mt-5 max-w-3xl text-lg text-slate-700">{page.heroIntro}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink href="/contact">{t.primaryCta(page.city)}</ButtonLink>
            <ButtonLink href={tel} variant="secondary">
              <Phone aria-hidden="true" className="size-5" /> Call {business.phone.display}
            </ButtonLink>
          </div>
          <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {t.trustBadges.map((badge) => (
              <li
                key={badge}
                className="flex items-center gap-2 rounded-lg bg-white px-4 py-3 text-sm font-semibold text-slate-800 shadow-sm"
              >
                <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-accent-600" />{" "}
                {badge}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Section heading={page.neighborhoods.heading} intro={page.neighborhoods.intro}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {page.neighborhoods.items.map((item) => (
            <li key={item.name} className="rounded-xl border border-slate-200 p-6">
              <h3 className="text-lg font-semibold text-slate-900">{item.name}</h3>
              <p className="mt-2 text-slate-600">{item.note}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section heading={page.housingStock.heading} tone="sand">
        <div className="max-w-3xl space-y-4 text-lg text-slate-700">
          {page.housingStock.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section heading={t.servicesHeading(page.city)} intro={t.servicesIntro(page.city)}>
        <ServiceCards context={page.city} />
        <div className="mt-10">
          <ButtonLink href="/contact" variant="dark">
            {t.scheduleCta(page.city)}
          </ButtonLink>
        </div>
      </Section>

      <Section heading={page.permits.heading} tone="sand">
        <p className="max-w-3xl text-lg text-slate-700">{page.permits.text}</p>
      </Section>

      <Section heading={project.heading}>
        <article className="max-w-3xl rounded-xl border border-slate-200 p-6">
          <h3 className="text-xl font-semibold text-slate-900">{project.title}</h3>
          <p className="mt-1 text-sm text-slate-600">
            {project.neighborhood}, {page.city}
          </p>
          <p className="mt-4 text-slate-700">{project.text}</p>
          <a
            href={servicePath(project.serviceSlug)}
            className="mt-4 inline-flex min-h-11 items-center font-semibold text-accent-700 hover:underline"
          >
            More about {getService(project.serviceSlug).title.toLowerCase()}
            <span aria-hidden="true">&nbsp;→</span>
          </a>
        </article>
      </Section>

      <Section heading={t.processHeading} intro={home.process.intro} tone="sand">
        <Steps steps={home.process.steps} />
      </Section>

      <Section heading={`${page.city} remodeling questions`}>
        <dl className="max-w-3xl space-y-6">
          {page.faqs.map((faq) => (
            <div key={faq.question}>
              <dt className="text-lg font-semibold text-slate-900">{faq.question}</dt>
              <dd className="mt-2 text-slate-700">{faq.answer}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <section aria-labelledby="city-closing-heading" className="bg-brand-800 py-16 text-white">
        <div className="mx-auto max-w-4xl px-4 sm:px-6">
          <h2 id="city-closing-heading" className="text-3xl font-bold tracking-tight">
            {t.closingHeading(page.city)}
          </h2>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {page.closingBullets.map((bullet) => (
              <li key={bullet} className="flex gap-2">
                <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-300" />{" "}
                {bullet}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-4 sm:flex-row">
            <ButtonLink href="/contact">{t.closingCta}</ButtonLink>
            <ButtonLink href={tel} variant="ghostLight">
              <Phone aria-hidden="true" className="size-5" /> Call {business.phone.display}
            </ButtonLink>
          </div>
          <p className="mt-6 text-slate-200">{t.consultationNote}</p>
        </div>
      </section>
      <JsonLdScript data={cityPageJsonLd(facts, page)} />
    </>
  );
}
