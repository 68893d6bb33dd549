import type { Metadata } from "next";
import { NotFoundMessage } from "@/components/sections/not-found-message";
import { notFoundPage } from "@/content/not-found";
import { SiteDocument, siteMetadata, siteViewport } from "@/components/layout/site-document";

// Next.js adds the one robots tag (noindex) to every 404 itself.
export const metadata: Metadata = { ...siteMetadata, title: notFoundPage.title };
export const viewport = siteViewport;

/** An address no route matches: outside every layout, so it brings the site's document. */
export default function NotFound() {
  return (
    <SiteDocument>
      <NotFoundMessage />
    </SiteDocument>
  );
}
