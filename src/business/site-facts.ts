import {
  address,
  cityNames,
  currency,
  defaultBusinessFacts,
  listInSentence,
  toE164,
  type BusinessFacts,
  type ServiceSlug,
} from "./facts";
import { siteUrl } from "@/lib/seo/site-url";
import { hoursLine } from "./opening-hours";
import { replyPromiseOf } from "./reply-promise";
import {
  defaultServicePackages,
  serviceOffer,
  serviceOffers,
  type ServicePackage,
  type ServicePackages,
} from "@/services/packages";

/**
 * The facts every page, e-mail and piece of structured data reads, in the form they read them:
 * the owner's stored facts (config/business.ts) with what follows from them (the phone's
 * E.164 form, the hours as printed) and what code fixes (the address, the site's URL).
 */
function businessFrom(facts: BusinessFacts) {
  const lines = facts.hours.map(hoursLine);
  return {
    name: facts.name,
    siteUrl,
    phone: { display: facts.phone, e164: toE164(facts.phone) },
    email: facts.email,
    address,
    county: "Dallas County",
    hours: { lines, display: lines.join(" · "), structured: facts.hours },
    claims: { ...facts.claims, registeredAndInsured: true },
    paymentMethods: facts.paymentMethods,
    currency,
    replyPromise: replyPromiseOf(facts.replyPromise),
    consultation: facts.consultation,
    estimates: facts.estimates,
    // Unanswered counts as no: the site promises only what the owner confirmed.
    offersClientPortal: facts.clientPortal === true,
    followUp: facts.followUp,
    editorialAuthor: `${facts.name} Editorial Team`,
  } as const;
}

export type Business = ReturnType<typeof businessFrom>;

/** Years, projects and rating phrased once so every page says them the same way. */
function claimTextFrom({ claims }: Business) {
  return {
    years: `${claims.yearsExperience}+ years`,
    projects: `${claims.projectsCompleted}+ projects`,
    rating: `${claims.averageRating} average from ${claims.reviewCount} reviews`,
    workmanshipWarranty: `${claims.workmanshipWarrantyYears}-year workmanship warranty`,
    structuralWarranty: `${claims.additionStructuralWarrantyYears}-year structural warranty on home additions`,
  } as const;
}

/** Lists and policies that several pages say in a sentence, phrased once. */
function factTextFrom(business: Business) {
  return {
    serviceAreas: listInSentence(cityNames),
    // The payment methods are common nouns typed for a bulleted list ("Cash", "Major credit
    // cards"); mid-sentence they start lower case. A brand name added later needs its capital back.
    paymentMethods: listInSentence(
      business.paymentMethods.map((method) => method.charAt(0).toLowerCase() + method.slice(1)),
    ),
    // Decided with the owner: we prepare and submit the HOA package; approval is the HOA's call.
    hoaApproval:
      "Where a homeowners association must approve the work, we prepare and submit the application with the drawings, site plan and material samples it asks for, and we start that work once it is approved. The approval itself is the association's decision.",
  } as const;
}

export type SiteFacts = {
  business: Business;
  claimText: ReturnType<typeof claimTextFrom>;
  factText: ReturnType<typeof factTextFrom>;
  /** Each service's packages and starting price. */
  services: ReturnType<typeof serviceOffers>;
};

export function siteFactsFrom(
  facts: BusinessFacts,
  packages: ServicePackages = defaultServicePackages,
): SiteFacts {
  const business = businessFrom(facts);
  const claimText = claimTextFrom(business);
  return {
    business,
    claimText,
    factText: factTextFrom(business),
    services: serviceOffers(packages),
  };
}

/** The same facts with one service's packages replaced: what a save in the admin would show. */
export const withServicePackages = (
  facts: SiteFacts,
  slug: ServiceSlug,
  packages: readonly ServicePackage[],
): SiteFacts => ({
  ...facts,
  services: { ...facts.services, [slug]: serviceOffer(packages) },
});

/** What a fresh install shows, and what tests compare against. */
export const defaultSiteFacts = siteFactsFrom(defaultBusinessFacts);
