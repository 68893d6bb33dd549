import { siteFacts } from "@/site/server";
import type { Locale } from "@/lib/i18n/locale";
import { firstValue, type SearchParams } from "@/lib/routing/search-param";
import { buildMetadata } from "@/lib/seo/metadata";
import { addressOfOptOut, OPT_OUT_PAGE } from "@/leads/review-request/opt-out-link";
import { optOutCopy } from "@/leads/review-request/opt-out-copy";
import { OptOutPanel } from "@/leads/review-request/components/opt-out-panel";

export async function optOutMetadata(locale: Locale) {
  const { title, description } = optOutCopy[locale];
  return buildMetadata(await siteFacts(locale), {
    title,
    description,
    path: OPT_OUT_PAGE,
    noIndex: true,
  });
}

/** /review-opt-out in an edition: asks first, then confirms; a forged link is told so. */
export async function ReviewOptOutPage({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: Promise<SearchParams>;
}) {
  const params = await searchParams;
  if (firstValue(params.done) === "1") return <OptOutPanel locale={locale} state="done" />;
  const e = firstValue(params.e);
  const t = firstValue(params.t);
  const email = await addressOfOptOut(e, t);
  if (!email || !e || !t) return <OptOutPanel locale={locale} state="invalid" />;
  return <OptOutPanel locale={locale} state="confirm" email={email} link={{ e, t }} />;
}
