import type { ReactNode } from "react";
import { SiteDocument, siteMetadata, siteViewport } from "@/components/layout/site-document";

export const metadata = siteMetadata;
export const viewport = siteViewport;

export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
