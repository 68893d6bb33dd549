import "server-only";
import { defaultSiteFacts, type SiteFacts } from "@/business/site-facts";
import { isBuilding } from "@/lib/runtime/build-phase";
import { factsOf, factsOrLastKnown } from "./stored-facts";
import { cms } from "@/lib/cms/ready";

/**
 * The facts every page, e-mail and piece of structured data is built from: the owner's, from
 * the admin's `business` global. A server built elsewhere states its own database's facts, never
 * the build machine's: the pages the build makes are never served (lib/runtime/build-phase.ts).
 */
export async function siteFacts(): Promise<SiteFacts> {
  if (isBuilding()) return defaultSiteFacts;
  return factsOutsidePages();
}

/** The same for the lead e-mails, outside a page's render. */
export function factsOutsidePages(): Promise<SiteFacts> {
  return factsOrLastKnown(async () => factsOf(await cms()));
}
