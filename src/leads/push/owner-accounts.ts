import "server-only";
import { processSlot } from "@/lib/runtime/process-slot";

type OwnerIdsLoader = () => Promise<number[]>;

const loader = processSlot<OwnerIdsLoader>("owner account ids");

/**
 * Reminders go to the owners' devices only, and roles live in the admin's accounts. The server's
 * start hands over the loader (src/start-up), so delivery code never imports the admin's engine.
 */
export function registerOwnerAccounts(load: OwnerIdsLoader) {
  loader.set(load);
}

export function ownerAccountIds(): Promise<number[]> {
  const load = loader.get();
  if (!load) throw new Error("The owners' accounts are not registered yet");
  return load();
}
