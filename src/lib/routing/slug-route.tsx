import type { Metadata } from "next";
import type { ComponentType } from "react";
import type { Locale } from "@/lib/i18n/locale";

type SlugRouteProps = { params: Promise<{ slug: string }> };

/**
 * A page addressed by its slug, as one edition's route serves it: the English and the Spanish
 * route files both make theirs here, so they can differ in nothing but their locale.
 */
export function slugRoute(
  locale: Locale,
  Page: ComponentType<{ locale: Locale; slug: string }>,
  metadata: (locale: Locale, slug: string) => Promise<Metadata>,
) {
  return {
    generateMetadata: async ({ params }: SlugRouteProps) => metadata(locale, (await params).slug),
    Page: async function SlugRoute({ params }: SlugRouteProps) {
      return <Page locale={locale} slug={(await params).slug} />;
    },
  };
}
