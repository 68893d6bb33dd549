import { SignInLinkPage, signInLinkMetadata } from "@/portal/components/portal-page";
import type { SearchParams } from "@/lib/routing/search-param";

export const generateMetadata = () => signInLinkMetadata("es");

export default function PortalSignIn({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <SignInLinkPage locale="es" searchParams={searchParams} />;
}
