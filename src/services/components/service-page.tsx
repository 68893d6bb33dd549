import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { CtaBand } from "@/components/sections/cta-band";
import { JsonLdScript } from "@/components/ui/json-ld";
import { ServiceFeatures } from "@/services/components/service-features";
import { ServiceHero } from "@/services/components/service-hero";
import { ServicePackages } from "@/services/components/service-packages";
import { ServiceProcess } from "@/services/components/service-process";
import { ServiceQuestions } from "@/services/components/service-questions";
import { ServiceWhy } from "@/services/components/service-why";
import { ServiceWork } from "@/services/components/service-work";
import { ideaPagesFor } from "@/ideas";
import { shownProjects } from "@/projects/server";
import { ToolsPromo } from "@/tools/ui";
import type { SiteFacts } from "@/business";
import { servicePath, serviceTitle, services } from "@/services/catalog";
import { servicePagesFor } from "@/services/copy";
import { servicePageJsonLd } from "@/site";
import { metadataFromCopy } from "@/lib/seo/metadata";
import type { Locale } from "@/lib/i18n/locale";
import { siteFacts } from "@/site/server";

export const serviceParams = () => services.map(({ slug }) => ({ slug }));

const findPage = (facts: SiteFacts, slug: string) =>
  servicePagesFor(facts).find((page) => page.slug === slug);

export async function serviceMetadata(locale: Locale, slug: string): Promise<Metadata> {
  const facts = await siteFacts(locale);
  const page = findPage(facts, slug);
  if (!page) return {};
  return metadataFromCopy(facts, page, { path: servicePath(page.slug), ogKind: "service" });
}

/** /services/<slug> in either edition: the same sections, the same packages and prices. */
export async function ServicePage({ locale, slug }: { locale: Locale; slug: string }) {
  const [facts, projects] = await Promise.all([siteFacts(locale), shownProjects(locale)]);
  const page = findPage(facts, slug);
  if (!page) notFound();
  const { phone } = facts.business;
  const title = serviceTitle(page.slug, locale);
  return (
    <>
      <Breadcrumbs trail={[{ name: title, path: servicePath(page.slug) }]} locale={locale} />
      <ServiceHero page={page} phone={phone} locale={locale} />
      <ServiceWork
        slug={page.slug}
        projects={projects}
        ideas={ideaPagesFor(facts)}
        locale={locale}
      />
      <ServiceWhy why={page.why} />
      <ServiceFeatures features={page.features} />
      <ServiceProcess process={page.process} timelineNote={page.timelineNote} locale={locale} />
      <ServicePackages page={page} serviceTitle={title} phone={phone} locale={locale} />
      <ToolsPromo locale={locale} />
      <ServiceQuestions resources={page.resources} locale={locale} />
      <CtaBand {...page.closing} phoneFirst={page.phoneFirst} locale={locale} />
      <JsonLdScript data={servicePageJsonLd(facts, page)} />
    </>
  );
}
