import { siteFacts } from "@/business/public";
import { firstValue, type SearchParams } from "@/lib/routing/search-param";
import { buildMetadata } from "@/lib/seo/metadata";
import { addressOfOptOut } from "@/leads/review-request/opt-out-link";
import { optOutCopy } from "@/leads/review-request/opt-out-copy";
import { OptOutPanel } from "@/leads/review-request/components/opt-out-panel";

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata() {
  return buildMetadata(await siteFacts(), {
    title: optOutCopy.title,
    description: optOutCopy.description,
    path: "/review-opt-out",
    noIndex: true,
  });
}

export default async function ReviewOptOutPage({ searchParams }: Props) {
  const params = await searchParams;
  if (firstValue(params.done) === "1") return <OptOutPanel state="done" />;
  const e = firstValue(params.e);
  const t = firstValue(params.t);
  const email = await addressOfOptOut(e, t);
  if (!email || !e || !t) return <OptOutPanel state="invalid" />;
  return <OptOutPanel state="confirm" email={email} link={{ e, t }} />;
}
