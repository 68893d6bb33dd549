import { siteFacts } from "@/site/server";
import type { Locale } from "@/lib/i18n/locale";
import type { SearchParams } from "@/lib/routing/search-param";
import { buildMetadata } from "@/lib/seo/metadata";
import { ESTIMATE_PATH } from "../addresses";
import { estimateCopyIn } from "../copy";
import { estimateView } from "../view";
import { EstimateSheet } from "./estimate-sheet";

export async function estimateMetadata(locale: Locale) {
  const copy = estimateCopyIn[locale];
  return buildMetadata(await siteFacts(locale), {
    title: copy.title,
    description: copy.description,
    path: ESTIMATE_PATH,
    noIndex: true,
  });
}

/** /estimate in an edition: the linked estimate, priced for the choice in its address. */
export async function EstimatePage({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: Promise<SearchParams>;
}) {
  return <EstimateSheet locale={locale} view={await estimateView(locale, await searchParams)} />;
}
