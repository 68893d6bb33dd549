import { defaultBusinessFactsEs, type BusinessFacts } from "@/business/facts";
import { siteFactsFrom } from "@/business/site-facts";
import { defaultServicePackages } from "@/business/packages";

/** Claims unlike a fresh install's: a figure typed into copy instead of read from facts shows. */
export const changedClaims: BusinessFacts["claims"] = {
  yearsExperience: 31,
  projectsCompleted: 415,
  averageRating: 4.7,
  reviewCount: 88,
  workmanshipWarrantyYears: 2,
  additionStructuralWarrantyYears: 12,
};

/** The Spanish edition's facts as an owner might have changed them in the admin. */
export const spanishFactsWith = (changes: Partial<BusinessFacts>) =>
  siteFactsFrom({ ...defaultBusinessFactsEs, ...changes }, defaultServicePackages, "es");

/** Spanish facts unlike a fresh install's in every figure the pages state. */
export const spanishFactsUnlikeAFreshInstall = (changes: Partial<BusinessFacts> = {}) =>
  spanishFactsWith({
    claims: changedClaims,
    consultation: { inHomeMinutes: "40-60", discoveryCallMinutes: 20 },
    estimates: { validDays: 45, depositPercent: "15-25%", mailingAddress: null },
    ...changes,
  });
