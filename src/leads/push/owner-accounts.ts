import "server-only";

type OwnerIdsLoader = () => Promise<number[]>;

const holder = globalThis as typeof globalThis & { __ownerAccountIds?: OwnerIdsLoader };

/**
 * Reminders go to the owners' devices only, and roles live in the admin's accounts. The server's
 * start hands over the loader (src/start-up), so delivery code never imports the admin's engine.
 */
export function registerOwnerAccounts(load: OwnerIdsLoader) {
  holder.__ownerAccountIds = load;
}

export function ownerAccountIds(): Promise<number[]> {
  const load = holder.__ownerAccountIds;
  if (!load) throw new Error("The owners' accounts are not registered yet");
  return load();
}
