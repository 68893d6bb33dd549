import type { ComponentType } from "react";
import { siteFacts } from "@/site/facts";
import type { Locale, Localized } from "@/lib/i18n/locale";
import { metadataFromCopy, type OgKind } from "@/lib/seo/metadata";
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
  search: { copy: Localized<{ metaTitle: string; metaDescription: string }>; ogKind: OgKind },
) {
  return {
    generateStaticParams: () => listViews(list).map((category) => ({ category })),
    // One address for every view of the list: a category is a filter, not a page of its own.
    generateMetadata: async () =>
      metadataFromCopy(await siteFacts(locale), search.copy[locale], {
        path: list,
        ogKind: search.ogKind,
      }),
    Page: async function ListRoute({ params }: ListRouteProps) {
      const { category } = await params;
      return <Page locale={locale} category={category === wholeList ? undefined : category} />;
    },
  };
}
