/**
 * What other concepts use of the site's frame: navigation, breadcrumbs, each page's JSON-LD, the
 * home's copy, error and not-found words, and which paths are the admin's.
 */
export type { ErrorWords } from "./error-words";
export { homeFor, type HomeContent } from "./home";
export { navigationFor, type Navigation } from "./navigation";
export { notFoundPage } from "./not-found";
export {
  blogPostJsonLd,
  cityPageJsonLd,
  faqPageJsonLd,
  ideaPageJsonLd,
  projectPageJsonLd,
  servicePageJsonLd,
  toolPageJsonLd,
} from "./page-json-ld";
export { breadcrumbJsonLd, isAdminPagePath } from "./routes";
