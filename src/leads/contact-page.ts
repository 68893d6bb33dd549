import { perFacts, type SiteFacts } from "@/business";
import type { Localized } from "@/lib/i18n/locale";
import { spanishContactPage } from "./contact-page-es";
import type { ContactPageCopy } from "./contact-page-schema";

export type { ContactPageCopy };

/** Copy around the intake form on /contact, in English; contact-page-es.ts has the Spanish. */
function englishContactPage({ business }: SiteFacts): ContactPageCopy {
  return {
    crumb: "Contact",
    heading: "Get Your Free Estimate",
    metaTitle: "Request a Free Remodeling Estimate",
    metaDescription:
      "Tell us about your kitchen, bathroom, addition or whole-home project in Dallas or nearby cities and get a free, written estimate after a free consultation.",
    intro: `Tell us about your project and we will set up a free ${business.consultation.discoveryCallMinutes}-minute discovery call. Prefer to talk now? Call us.`,
    callUs: "Call Us:",
    formLabel: "Estimate request form",
    nextStepsHeading: "What happens next",
    nextSteps: [
      business.replyPromise.sentence,
      `A ${business.consultation.discoveryCallMinutes}-minute discovery call about goals, timing and budget.`,
      `An in-home consultation of ${business.consultation.inHomeMinutes} minutes, then a written, itemized estimate valid for ${business.estimates.validDays} days.`,
    ],
  };
}

const copy: Localized<(facts: SiteFacts) => ContactPageCopy> = {
  en: englishContactPage,
  es: spanishContactPage,
};

export const contactPageFor = perFacts((facts) => copy[facts.locale](facts));
