/**
 * Browsers that are programs, not people: search and link-preview crawlers (Googlebot renders
 * pages and runs their scripts), audit tools and headless browsers. Their page views are not
 * visits. A program that lies about its name is held back by the count's limit per address.
 */
const AUTOMATED =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|lighthouse|pagespeed|headless|phantomjs|puppeteer|playwright|python-requests|curl\/|wget\//i;

export const isAutomated = (userAgent: string | null | undefined) =>
  !userAgent || AUTOMATED.test(userAgent);
