import { siteFacts } from "@/site/facts";
import { editionLayout, siteMetadata, siteViewport } from "@/components/layout/site-document";

export const generateMetadata = async () => siteMetadata(await siteFacts());
export const viewport = siteViewport;
// Kept pages are rendered again once a day at the latest (the footer's year turns over too); a
// save in the admin forgets the pages it touches at once (lib/cms/content-cache.ts).
export const revalidate = 86400;

export default editionLayout("en");
