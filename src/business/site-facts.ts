import {
  address,
  cityNames,
  currency,
  defaultBusinessFacts,
  defaultBusinessFactsEs,
  listInSentence,
  toE164,
  type BusinessFacts,
  type ServiceSlug,
} from "./facts";
import { siteUrl } from "@/lib/seo/site-url";
import type { Locale, Localized } from "@/lib/i18n/locale";
import { hoursLine } from "./opening-hours";
import { replyPromiseOf } from "./reply-promise";
import {
  defaultServicePackages,
  serviceOffer,
  serviceOffers,
  type ServicePackage,
  type ServicePackages,
} from "./packages";

/**
 * The facts every page, e-mail and piece of structured data reads, in the form they read them:
 * the owner's stored facts (stored-facts.ts) with what follows from them (the phone's
 * E.164 form, the hours as printed) and what code fixes (the address, the site's URL).
 */
function businessFrom(facts: BusinessFacts, locale: Locale) {
  const lines = facts.hours.map((row) => hoursLine(row, locale));
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
    replyPromise: replyPromiseOf(facts.replyPromise, locale),
    consultation: facts.consultation,
    estimates: facts.estimates,
    // Unanswered counts as no: the site promises only what the owner confirmed.
    offersClientPortal: facts.clientPortal === true,
    wholeHomeResults: facts.wholeHomeResults,
    followUp: facts.followUp,
    editorialAuthor:
      locale === "es" ? `Equipo editorial de ${facts.name}` : `${facts.name} Editorial Team`,
  } as const;
}

export type Business = ReturnType<typeof businessFrom>;

/** A number of years as Spanish says it: "1 año", "10 años". */
export const yearsInSpanish = (count: number) => (count === 1 ? "1 año" : `${count} años`);

type ClaimText = Readonly<
  Record<"years" | "projects" | "rating" | "workmanshipWarranty" | "structuralWarranty", string>
>;

/** Years, projects and rating phrased once so every page says them the same way. */
const claimWords: Localized<(claims: Business["claims"]) => ClaimText> = {
  en: (claims) => ({
    years: `${claims.yearsExperience}+ years`,
    projects: `${claims.projectsCompleted}+ projects`,
    rating: `${claims.averageRating} average from ${claims.reviewCount} reviews`,
    workmanshipWarranty: `${claims.workmanshipWarrantyYears}-year workmanship warranty`,
    structuralWarranty: `${claims.additionStructuralWarrantyYears}-year structural warranty on home additions`,
  }),
  es: (claims) => ({
    years: `más de ${yearsInSpanish(claims.yearsExperience)}`,
    projects: `más de ${claims.projectsCompleted} proyectos`,
    rating: `${claims.averageRating} de promedio en ${claims.reviewCount} reseñas`,
    workmanshipWarranty: `garantía de mano de obra de ${yearsInSpanish(claims.workmanshipWarrantyYears)}`,
    structuralWarranty: `garantía estructural de ${yearsInSpanish(claims.additionStructuralWarrantyYears)} en ampliaciones`,
  }),
};

const claimTextFrom = ({ claims }: Business, locale: Locale) => claimWords[locale](claims);

const hoaApproval: Localized<string> = {
  en: "Where a homeowners association must approve the work, we prepare and submit the application with the drawings, site plan and material samples it asks for, and we start that work once it is approved. The approval itself is the association's decision.",
  es: "Cuando la asociación de propietarios (HOA) tiene que aprobar la obra, preparamos y presentamos la solicitud con los planos, el plano del terreno y las muestras de materiales que pida, y empezamos ese trabajo una vez que la solicitud queda aprobada. La aprobación en sí es decisión de la asociación.",
};

/** Lists and policies that several pages say in a sentence, phrased once. */
function factTextFrom(business: Business, locale: Locale) {
  return {
    serviceAreas: listInSentence(cityNames, locale),
    // The payment methods are common nouns typed for a bulleted list ("Cash", "Major credit
    // cards"); mid-sentence they start lower case. A brand name added later needs its capital back.
    paymentMethods: listInSentence(
      business.paymentMethods.map((method) => method.charAt(0).toLowerCase() + method.slice(1)),
      locale,
    ),
    // Decided with the owner: we prepare and submit the HOA package; approval is the HOA's call.
    hoaApproval: hoaApproval[locale],
  } as const;
}

export type SiteFacts = {
  /** The edition these facts are worded for; copy built from them follows it. */
  locale: Locale;
  business: Business;
  claimText: ClaimText;
  factText: ReturnType<typeof factTextFrom>;
  /** Each service's packages and starting price. */
  services: ReturnType<typeof serviceOffers>;
};

export function siteFactsFrom(
  facts: BusinessFacts,
  packages: ServicePackages = defaultServicePackages,
  locale: Locale = "en",
): SiteFacts {
  const business = businessFrom(facts, locale);
  return {
    locale,
    business,
    claimText: claimTextFrom(business, locale),
    factText: factTextFrom(business, locale),
    services: serviceOffers(packages, locale),
  };
}

/** The same facts with one service's packages replaced: what a save in the admin would show. */
export const withServicePackages = (
  facts: SiteFacts,
  slug: ServiceSlug,
  packages: readonly ServicePackage[],
): SiteFacts => ({
  ...facts,
  services: { ...facts.services, [slug]: serviceOffer(packages, facts.locale) },
});

/** What a fresh install shows, and what tests compare against. */
export const defaultSiteFacts = siteFactsFrom(defaultBusinessFacts);

/** The same in each edition. */
export const defaultSiteFactsIn: Localized<SiteFacts> = {
  en: defaultSiteFacts,
  es: siteFactsFrom(defaultBusinessFactsEs, defaultServicePackages, "es"),
};
