import { SignInLinkPage, signInLinkMetadata } from "@/portal/components/portal-page";
import type { SearchParams } from "@/lib/routing/search-param";

export const generateMetadata = () => signInLinkMetadata("en");

export default function PortalSignIn({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <SignInLinkPage locale="en" searchParams={searchParams} />;
}
