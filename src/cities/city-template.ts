import { perFacts } from "@/business/facts-cache";

/** The parts every city page shares (spec §2 "City pages"); city-specific copy lives in cities.ts. */
export const cityTemplateFor = perFacts(
  ({ business, claimText }) =>
    ({
      metaTitle: (city: string) => `${city} Remodeling Contractor`,
      metaDescription: (city: string) =>
        `Looking for a remodeling contractor in ${city}, TX? Get clear estimates, expert craftsmanship and on-time delivery on kitchens, baths, additions and more.`,
      badge: (city: string) => `Serving ${city}, TX`,
      heading: (city: string) => `${city} Remodeling Contractor You Can Trust`,
      primaryCta: (city: string) => `Get Your Free ${city} Project Call`,
      scheduleCta: (city: string) => `Schedule Your ${city} Consultation`,
      trustBadges: [
        `${claimText.years} of experience`,
        "Registered & insured",
        claimText.workmanshipWarranty,
        `Rated ${business.claims.averageRating} from ${business.claims.reviewCount} reviews`,
      ],
      servicesHeading: (city: string) => `Remodeling services in ${city}`,
      servicesIntro: (city: string) =>
        `The same six services we offer across Dallas, planned around the homes, permits and HOAs of ${city}.`,
      processHeading: "How we work, from first call to final walkthrough",
      closingHeading: (city: string) => `Ready to start your ${city} project?`,
      closingCta: "Request Your Free Estimate",
      consultationNote: `Consultations take ${business.consultation.inHomeMinutes} minutes, and we give honest guidance even if we are not the right fit for your project.`,
    }) as const,
);

export type CityTemplate = ReturnType<typeof cityTemplateFor>;
