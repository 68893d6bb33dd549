import type { ReactNode } from "react";
import { siteFacts } from "@/business/public";
import { SiteDocument, siteMetadata, siteViewport } from "@/components/layout/site-document";

export const generateMetadata = async () => siteMetadata(await siteFacts());
export const viewport = siteViewport;

export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
