/**
 * Copy around the intake form on /contact, in either edition: the English (contact-page.ts) and
 * the Spanish (contact-page-es.ts) fill in these entries from the same facts.
 */
export type ContactPageCopy = Readonly<{
  crumb: string;
  heading: string;
  metaTitle: string;
  metaDescription: string;
  intro: string;
  callUs: string;
  formLabel: string;
  nextStepsHeading: string;
  nextSteps: readonly string[];
}>;
