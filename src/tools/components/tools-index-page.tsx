import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import type { Locale } from "@/lib/i18n/locale";
import { toolsIndexIn } from "@/tools/tools";
import { ToolsPromo } from "./tools-promo";

/** /tools in an edition: the two tools and a call to turn their figures into an estimate. */
export function ToolsIndexPage({ locale }: { locale: Locale }) {
  const copy = toolsIndexIn[locale];
  return (
    <>
      <Breadcrumbs trail={[{ name: copy.crumb, path: "/tools" }]} locale={locale} />
      <PageHero heading={copy.heading} intro={copy.intro} />
      <ToolsPromo locale={locale} />
      <CtaBand heading={copy.ctaHeading} text={copy.ctaText} locale={locale} />
    </>
  );
}
