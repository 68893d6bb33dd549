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
import { ideaPagesFor } from "@/ideas/ideas";
import { shownProjects } from "@/projects/public";
import { ToolsPromo } from "@/tools/components/tools-promo";
import type { SiteFacts } from "@/business/site-facts";
import { getService, servicePath, services } from "@/services/catalog";
import { servicePagesFor } from "@/services/copy";
import { servicePageJsonLd } from "@/site/page-json-ld";
import { buildMetadata } from "@/lib/seo/metadata";
import { siteFacts } from "@/business/public";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => services.map(({ slug }) => ({ slug }));

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
  const [facts, projects] = await Promise.all([siteFacts(), shownProjects()]);
  const page = findPage(facts, (await params).slug);
  if (!page) notFound();
  const { phone } = facts.business;
  const service = getService(page.slug);
  return (
    <>
      <Breadcrumbs trail={[{ name: service.title, path: servicePath(page.slug) }]} />
      <ServiceHero page={page} phone={phone} />
      <ServiceWork slug={page.slug} projects={projects} ideas={ideaPagesFor(facts)} />
      <ServiceWhy why={page.why} />
      <ServiceFeatures features={page.features} />
      <ServiceProcess process={page.process} timelineNote={page.timelineNote} />
      <ServicePackages page={page} serviceTitle={service.title} phone={phone} />
      <ToolsPromo />
      <ServiceQuestions resources={page.resources} />
      <CtaBand {...page.closing} phoneFirst={page.phoneFirst} />
      <JsonLdScript data={servicePageJsonLd(facts, page)} />
    </>
  );
}
