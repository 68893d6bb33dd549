import type { Metadata } from "next";
import { siteFacts } from "@/cms/public/site-facts";
import { NotFoundMessage } from "@/components/sections/not-found-message";
import { notFoundPage } from "@/content/not-found";
import { SiteDocument, siteMetadata, siteViewport } from "@/components/layout/site-document";

// Next.js adds the one robots tag (noindex) to every 404 itself.
export const generateMetadata = async (): Promise<Metadata> => ({
  ...siteMetadata(await siteFacts()),
  title: notFoundPage.title,
});
export const viewport = siteViewport;

/** An address no route matches: outside every layout, so it brings the site's document. */
export default async function NotFound() {
  return (
    <SiteDocument>
      <NotFoundMessage />
    </SiteDocument>
  );
}
