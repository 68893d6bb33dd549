import "server-only";
import { defaultSiteFacts, type SiteFacts } from "@/config/site-facts";

/** The facts every page, e-mail and piece of structured data is built from. */
export async function siteFacts(): Promise<SiteFacts> {
  return findSiteFacts();
}

/** The same outside a page's render (the admin's hooks and e-mails). */
export async function findSiteFacts(): Promise<SiteFacts> {
  return defaultSiteFacts;
}

/** The facts an e-mail is written with. */
export async function factsForDelivery(): Promise<SiteFacts> {
  return findSiteFacts();
}
