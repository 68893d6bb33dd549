import "server-only";
import { registerDeliveryFacts } from "@/leads/delivery/sender-facts";

/**
 * What the concepts hand each other at start, so that none imports another's engine-bound
 * modules back: the outbox gets the business facts' loader. Loaded lazily, because the admin's
 * configuration reads the environment, which the server checks first.
 */
export function registerConcepts() {
  registerDeliveryFacts(async () => (await import("@/business/public")).factsOutsidePages());
}
