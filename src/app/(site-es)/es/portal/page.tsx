import { PortalPage, portalMetadata } from "@/portal/components/portal-page";
import type { SearchParams } from "@/lib/routing/search-param";

export const generateMetadata = () => portalMetadata("es");

export default function Portal({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <PortalPage locale="es" searchParams={searchParams} />;
}
