import type { SiteFacts } from "@/business";
import { spanishServiceContext } from "./context";
import { bathroomRemodelingEs } from "./bathroom-remodeling";
import { homeAdditionsEs } from "./home-additions";
import { kitchenRemodelingEs } from "./kitchen-remodeling";
import { outdoorLivingEs } from "./outdoor-living";
import { tinyHomesEs } from "./tiny-homes";
import { wholeHomeRenovationEs } from "./whole-home-renovation";

/**
 * The six service pages in Spanish, in the English pages' order, each written from the Spanish
 * facts (copy.ts parses them with the same schema, service-page-schema.ts, and the same timelines).
 */
export function spanishServicePages(facts: SiteFacts) {
  const context = spanishServiceContext(facts);
  return [
    kitchenRemodelingEs,
    bathroomRemodelingEs,
    homeAdditionsEs,
    wholeHomeRenovationEs,
    outdoorLivingEs,
    tinyHomesEs,
  ].map((page) => page(context));
}
