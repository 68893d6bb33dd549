/*
 * How each edition names its projects and labels a project page: the English (projects.ts) and
 * the Spanish (labels-es.ts) fill in these entries, and labels.ts pairs them.
 */

/** The home section, each project page and the cards. */
export type ProjectFraming = {
  heading: string;
  label: string;
  note: string;
  cardLink: string;
};

/** The labels every project page shares. */
export type ProjectPageLabels = {
  primaryCta: string;
  serviceLink: (service: string) => string;
  glanceHeading: string;
  homeLabel: string;
  timelineLabel: string;
  budgetLabel: string;
  timelineHeading: string;
  timelineTotal: (total: string) => string;
  pairsHeading: string;
  beforeTag: string;
  afterTag: string;
  compareLabel: string;
  compareValue: string;
  galleryHeading: string;
  illustratedPairsHeading: string;
  illustratedGalleryHeading: string;
  ctaHeading: string;
  ctaText: string;
};
