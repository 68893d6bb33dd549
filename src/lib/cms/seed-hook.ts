import type { Payload } from "payload";
import { processSlot } from "@/lib/runtime/process-slot";

type Seed = (payload: Payload) => Promise<void>;

const seedSlot = processSlot<Seed>("fresh install seed");

/**
 * The fresh install's seed, handed over at start (src/start-up/concepts.ts). A module of its own,
 * so registering it does not load the admin's configuration before the environment is checked.
 */
export function registerSeed(seed: Seed) {
  seedSlot.set(seed);
}

/** Runs the registered seed, if any. */
export const runSeed = (payload: Payload): Promise<void> =>
  seedSlot.get()?.(payload) ?? Promise.resolve();
