import { perFacts, type SiteFacts } from "@/business";
import type { Localized } from "@/lib/i18n/locale";
import { spanishCityTemplate } from "./city-template-es";
import type { CityTemplate } from "./city-template-schema";

export type { CityTemplate };

/** The parts every city page shares, in English; city-template-es.ts has the Spanish. */
const englishCityTemplate = ({ business, claimText }: SiteFacts): CityTemplate => ({
  metaTitle: (city) => `${city} Remodeling Contractor`,
  metaDescription: (city) =>
    `Looking for a remodeling contractor in ${city}, TX? Get clear estimates, expert craftsmanship and on-time delivery on kitchens, baths, additions and more.`,
  badge: (city) => `Serving ${city}, TX`,
  heading: (city) => `${city} Remodeling Contractor You Can Trust`,
  primaryCta: (city) => `Get Your Free ${city} Project Call`,
  scheduleCta: (city) => `Schedule Your ${city} Consultation`,
  trustBadges: [
    `${claimText.years} of experience`,
    "Registered & insured",
    claimText.workmanshipWarranty,
    `Rated ${business.claims.averageRating} from ${business.claims.reviewCount} reviews`,
  ],
  servicesHeading: (city) => `Remodeling services in ${city}`,
  servicesIntro: (city) =>
    `The same six services we offer across Dallas, planned around the homes, permits and HOAs of ${city}.`,
  processHeading: "How we work, from first call to final walkthrough",
  faqsHeading: (city) => `${city} remodeling questions`,
  serviceLink: (serviceTitle) => `More about ${serviceTitle.toLowerCase()}`,
  closingHeading: (city) => `Ready to start your ${city} project?`,
  closingCta: "Request Your Free Estimate",
  consultationNote: `Consultations take ${business.consultation.inHomeMinutes} minutes, and we give honest guidance even if we are not the right fit for your project.`,
});

const templates: Localized<(facts: SiteFacts) => CityTemplate> = {
  en: englishCityTemplate,
  es: spanishCityTemplate,
};

/** The shared city-page copy in the facts' edition. */
export const cityTemplateFor = perFacts((facts) => templates[facts.locale](facts));
