/**
 * What other concepts use of the business facts: their shape and defaults, prices, opening hours,
 * timelines and the {{placeholders}} the owner writes. Reading the stored facts is in ./server.
 */
export {
  address,
  cityNames,
  cityPath,
  citySlugs,
  currency,
  defaultBusinessFacts,
  listInSentence,
  serviceAreas,
  serviceSlugs,
  type BusinessFacts,
  type CitySlug,
  type ServiceSlug,
  type WholeHomeResults,
} from "./facts";
export { cachedFacts, forgetFacts, lastKnownFacts, perFacts } from "./facts-cache";
export { afterBusinessMinutes, openStretches } from "./open-stretches";
export { businessMinutesBetween, waitText } from "./business-minutes";
export type { OpeningHours } from "./opening-hours";
export {
  defaultServicePackages,
  packageRules,
  packageSetRule,
  priceText,
  readPrice,
  readPriceIfValid,
  servicePackagesRule,
  sizeText,
  type ServicePackage,
  type ServicePackages,
} from "./packages";
export {
  fillPlaceholders,
  filledOrAsWritten,
  minutesInSpanish,
  placeholderHint,
  placeholderProblem,
} from "./placeholders";
export { hoursRule } from "./rules";
export {
  defaultSiteFacts,
  defaultSiteFactsIn,
  siteFactsFrom,
  withServicePackages,
  yearsInSpanish,
  type Business,
  type SiteFacts,
} from "./site-facts";
export {
  formatSpan,
  serviceTimelines,
  sumDurations,
  timelinePhases,
  timelineText,
  weeks,
  type TimelineText,
  type WeekSpan,
} from "./timelines";
