import "server-only";
import type { SiteFacts } from "@/business/site-facts";

type FactsLoader = () => Promise<SiteFacts>;

const holder = globalThis as typeof globalThis & { __deliveryFacts?: FactsLoader };

/**
 * The e-mails name the business and reply from its address, read from the owner's facts. The
 * server's start hands the loader over before the outbox runs (src/start-up), so delivery code
 * never imports the admin's engine, which in turn loads the leads collection.
 */
export function registerDeliveryFacts(load: FactsLoader) {
  holder.__deliveryFacts = load;
}

/** Never the defaults: a delivery attempted before start-up fails and is retried later. */
export function factsForDeliveries(): Promise<SiteFacts> {
  const load = holder.__deliveryFacts;
  if (!load) throw new Error("The business facts for e-mails are not registered yet");
  return load();
}
