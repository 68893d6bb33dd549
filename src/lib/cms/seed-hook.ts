import type { Payload } from "payload";

type Seed = (payload: Payload) => Promise<void>;

const holder = globalThis as typeof globalThis & { __cmsSeed?: Seed };

/**
 * The fresh install's seed, handed over at start (src/start-up/concepts.ts). A module of its own,
 * so registering it does not load the admin's configuration before the environment is checked.
 */
export function registerSeed(seed: Seed) {
  holder.__cmsSeed = seed;
}

/** Runs the registered seed, if any. */
export const runSeed = (payload: Payload): Promise<void> =>
  holder.__cmsSeed?.(payload) ?? Promise.resolve();
