import { siteFacts } from "@/site/facts";
import { editionLayout, siteMetadata, siteViewport } from "@/components/layout/site-document";

// The Spanish edition: its own document (`<html lang="es-US">`), kept like the English pages.
export const generateMetadata = async () => siteMetadata(await siteFacts("es"));
export const viewport = siteViewport;
export const revalidate = 86400;

export default editionLayout("es");
