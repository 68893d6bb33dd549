import { EstimatePage, estimateMetadata } from "@/estimates/components/estimate-page";
import type { SearchParams } from "@/lib/routing/search-param";

export const generateMetadata = () => estimateMetadata("es");

export default function Estimate({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <EstimatePage locale="es" searchParams={searchParams} />;
}
