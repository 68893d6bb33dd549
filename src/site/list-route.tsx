import type { Metadata } from "next";
import type { ComponentType } from "react";
import type { Locale } from "@/lib/i18n/locale";
import { listViews, wholeList, type FilteredList } from "./filtered-lists";

type ListRouteProps = { params: Promise<{ category: string }> };

/**
 * A filtered list's route in one edition: a page for each of the list's views, which the proxy
 * answers the list's address with. Both editions' route files make theirs here.
 */
export function listRoute(
  locale: Locale,
  list: FilteredList,
  Page: ComponentType<{ locale: Locale; category?: string }>,
  metadata: (locale: Locale) => Promise<Metadata>,
) {
  return {
    generateStaticParams: () => listViews(list).map((category) => ({ category })),
    generateMetadata: () => metadata(locale),
    Page: async function ListRoute({ params }: ListRouteProps) {
      const { category } = await params;
      return <Page locale={locale} category={category === wholeList ? undefined : category} />;
    },
  };
}
