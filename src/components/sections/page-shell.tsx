import type { ReactNode } from "react";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import type { Locale } from "@/lib/i18n/locale";
import type { Crumb } from "@/lib/seo/json-ld";

type PageShellProps = {
  locale: Locale;
  /** The pages after Home, this one last. */
  trail: readonly Crumb[];
  /** The hero's heading and intro, and the closing call to action's heading and text. */
  copy: { heading: string; intro: string; ctaHeading: string; ctaText: string };
  /** The page's structured data, after everything a visitor sees. */
  jsonLd?: ReactNode;
  children: ReactNode;
};

/** An inner page's frame: its trail, its hero, its own sections, then the call to action. */
export function PageShell({ locale, trail, copy, jsonLd, children }: PageShellProps) {
  return (
    <>
      <Breadcrumbs trail={trail} locale={locale} />
      <PageHero heading={copy.heading} intro={copy.intro} />
      {children}
      <CtaBand heading={copy.ctaHeading} text={copy.ctaText} locale={locale} />
      {jsonLd}
    </>
  );
}
