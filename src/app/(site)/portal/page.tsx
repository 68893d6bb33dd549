import { PortalPage, portalMetadata } from "@/portal/components/portal-page";
import type { SearchParams } from "@/lib/routing/search-param";

export const generateMetadata = () => portalMetadata("en");

export default function Portal({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <PortalPage locale="en" searchParams={searchParams} />;
}
