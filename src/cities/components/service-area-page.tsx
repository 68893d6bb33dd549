import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { JsonLdScript } from "@/components/ui/json-ld";
import { cityPath } from "@/business";
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
import { homeFor, cityPageJsonLd } from "@/site";
import { buildMetadata } from "@/lib/seo/metadata";
import type { Locale } from "@/lib/i18n/locale";
import { siteFacts } from "@/site/server";

export async function serviceAreaMetadata(locale: Locale, segment: string): Promise<Metadata> {
  const facts = await siteFacts(locale);
  const page = cityPageAt(facts, segment);
  if (!page) return {};
  const t = cityTemplateFor(facts);
  return buildMetadata(facts, {
    title: t.metaTitle(page.city),
    description: t.metaDescription(page.city),
    path: cityPath(page.slug),
    ogKind: "city",
  });
}

/** /service-area/<segment> in an edition: the city's own sections inside the shared template. */
export async function ServiceAreaPage({ locale, slug: segment }: { locale: Locale; slug: string }) {
  const facts = await siteFacts(locale);
  const page = cityPageAt(facts, segment);
  if (!page) notFound();
  const t = cityTemplateFor(facts);
  const { phone } = facts.business;
  return (
    <>
      <Breadcrumbs
        trail={[{ name: `${page.city}, TX`, path: cityPath(page.slug) }]}
        locale={locale}
      />
      <CityHero page={page} template={t} phone={phone} locale={locale} />
      <CityNeighborhoods neighborhoods={page.neighborhoods} />
      <CityHousingStock housingStock={page.housingStock} />
      <CityServices city={page.city} template={t} facts={facts} />
      <CityPermits permits={page.permits} />
      <CityLocalProject project={page.localProject} city={page.city} template={t} locale={locale} />
      <CityProcess heading={t.processHeading} process={homeFor(facts).process} locale={locale} />
      <CityFaqs heading={t.faqsHeading(page.city)} faqs={page.faqs} />
      <CityClosing page={page} template={t} phone={phone} locale={locale} />
      <JsonLdScript data={cityPageJsonLd(facts, page)} />
    </>
  );
}
