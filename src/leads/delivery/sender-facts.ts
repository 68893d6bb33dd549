import "server-only";
import type { SiteFacts } from "@/business";
import type { Locale } from "@/lib/i18n/locale";
import { processSlot } from "@/lib/runtime/process-slot";

type FactsLoader = (locale: Locale) => Promise<SiteFacts>;

const loader = processSlot<FactsLoader>("facts for deliveries");

/**
 * The e-mails name the business and reply from its address, read from the owner's facts. The
 * server's start hands the loader over before the outbox runs (src/start-up), so delivery code
 * never imports the admin's engine, which in turn loads the leads collection.
 */
export function registerDeliveryFacts(load: FactsLoader) {
  loader.set(load);
}

/**
 * The facts in the homeowner's language (a lead from the Spanish pages is answered in Spanish).
 * Never the defaults: a delivery attempted before start-up fails and is retried later.
 */
export function factsForDeliveries(locale: Locale = "en"): Promise<SiteFacts> {
  const load = loader.get();
  if (!load) throw new Error("The business facts for e-mails are not registered yet");
  return load(locale);
}
