import "server-only";
import { defaultSiteFactsIn, type SiteFacts } from "@/business";
import type { Locale } from "@/lib/i18n/locale";
import { isBuilding } from "@/lib/runtime/build-phase";
import { factsOrLastKnown } from "@/business/server";
import { factsOf } from "./read-facts";
import { cms } from "@/lib/cms/ready";

/**
 * The facts every page, e-mail and piece of structured data is built from: the owner's, from
 * the admin's `business` global. A server built elsewhere states its own database's facts, never
 * the build machine's: the pages the build makes are never served (lib/runtime/build-phase.ts).
 */
export async function siteFacts(locale: Locale = "en"): Promise<SiteFacts> {
  if (isBuilding()) return defaultSiteFactsIn[locale];
  return factsOutsidePages(locale);
}

/** The same for the lead e-mails, outside a page's render. */
export function factsOutsidePages(locale: Locale = "en"): Promise<SiteFacts> {
  return factsOrLastKnown(async () => factsOf(await cms(), locale), locale);
}
