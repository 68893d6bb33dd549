/**
 * The parts every city page shares (spec §2 "City pages"), in either edition: the English
 * (city-template.ts) and the Spanish (city-template-es.ts) fill in these entries; city-specific
 * copy lives in cities.ts.
 */
export type CityTemplate = {
  metaTitle: (city: string) => string;
  metaDescription: (city: string) => string;
  badge: (city: string) => string;
  heading: (city: string) => string;
  primaryCta: (city: string) => string;
  scheduleCta: (city: string) => string;
  trustBadges: readonly string[];
  servicesHeading: (city: string) => string;
  servicesIntro: (city: string) => string;
  processHeading: string;
  faqsHeading: (city: string) => string;
  /** The local project's link to its service page, given the service's title. */
  serviceLink: (serviceTitle: string) => string;
  closingHeading: (city: string) => string;
  closingCta: string;
  consultationNote: string;
};
