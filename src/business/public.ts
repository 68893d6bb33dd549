import "server-only";
import { connection } from "next/server";
import type { SiteFacts } from "@/business/site-facts";
import { factsOf, factsOrLastKnown } from "./stored-facts";
import { cms } from "@/lib/cms/ready";

/**
 * The facts every page, e-mail and piece of structured data is built from: the owner's, from
 * the admin's `business` global. Pages are rendered per request, so a server built elsewhere
 * states its own database's facts, never the build machine's.
 */
export async function siteFacts(): Promise<SiteFacts> {
  await connection();
  return factsOutsidePages();
}

/** The same for the lead e-mails, outside a page's render. */
export function factsOutsidePages(): Promise<SiteFacts> {
  return factsOrLastKnown(async () => factsOf(await cms()));
}
