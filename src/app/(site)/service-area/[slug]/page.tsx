import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { JsonLdScript } from "@/components/ui/json-ld";
import { cityPath, citySlugs } from "@/business/facts";
import { cityPageAt } from "@/cities/cities";
import { cityTemplateFor } from "@/cities/city-template";
import { CityClosing } from "@/cities/components/city-closing";
import { CityFaqs } from "@/cities/components/city-faqs";
import { CityHero } from "@/cities/components/city-hero";
import { CityHousingStock } from "@/cities/components/city-housing-stock";
import { CityLocalProject } from "@/cities/components/city-local-project";
import { CityNeighborhoods } from "@/cities/components/city-neighborhoods";
import { CityPermits } from "@/cities/components/city-permits";
import { CityProcess } from "@/cities/components/city-process";
import { CityServices } from "@/cities/components/city-services";
import { homeFor } from "@/site/home";
import { cityPageJsonLd } from "@/site/page-json-ld";
import { buildMetadata } from "@/lib/seo/metadata";
import { siteFacts } from "@/business/public";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = () =>
  citySlugs.map((city) => ({ slug: cityPath(city).slice("/service-area/".length) }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const facts = await siteFacts();
  const page = cityPageAt(facts, (await params).slug);
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
  const facts = await siteFacts();
  const page = cityPageAt(facts, (await params).slug);
  if (!page) notFound();
  const t = cityTemplateFor(facts);
  const { phone } = facts.business;
  return (
    <>
      <Breadcrumbs trail={[{ name: `${page.city}, TX`, path: cityPath(page.slug) }]} />
      <CityHero page={page} template={t} phone={phone} />
      <CityNeighborhoods neighborhoods={page.neighborhoods} />
      <CityHousingStock housingStock={page.housingStock} />
      <CityServices city={page.city} template={t} />
      <CityPermits permits={page.permits} />
      <CityLocalProject project={page.localProject} city={page.city} />
      <CityProcess heading={t.processHeading} process={homeFor(facts).process} />
      <CityFaqs city={page.city} faqs={page.faqs} />
      <CityClosing page={page} template={t} phone={phone} />
      <JsonLdScript data={cityPageJsonLd(facts, page)} />
    </>
  );
}
