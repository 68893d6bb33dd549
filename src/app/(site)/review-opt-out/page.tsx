import type { SearchParams } from "@/lib/routing/search-param";
import { optOutMetadata, ReviewOptOutPage } from "@/leads/review-request/components/opt-out-page";

export const generateMetadata = () => optOutMetadata("en");

export default function ReviewOptOut({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <ReviewOptOutPage locale="en" searchParams={searchParams} />;
}
