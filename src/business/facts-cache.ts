import type { ServicePackages } from "@/services/packages";
import type { BusinessFacts } from "./facts";
import { defaultSiteFacts, siteFactsFrom, type SiteFacts } from "./site-facts";

/**
 * The business facts' one cache: what the owner stored, as the site's facts, with the copy
 * built from them. Pages read it instead of queueing for the database behind lead writes; a
 * save in the admin expires it at once (forgetFacts), and the short lifetime bounds how long
 * another server sharing a remote database shows the old facts. When the database cannot be
 * read, the facts last read stay (lastKnownFacts): the phone and the hours must still show.
 */
const LIFETIME_MS = 10_000;

type Entry = { facts: SiteFacts; stored: string; built: Map<unknown, unknown> };
type State = {
  last?: Entry;
  defaults: Entry;
  reading?: { value: Promise<SiteFacts>; at: number };
};

const holder = globalThis as typeof globalThis & { __businessFacts?: State };
const state = (): State =>
  (holder.__businessFacts ??= {
    defaults: { facts: defaultSiteFacts, stored: "", built: new Map() },
  });

/** The same stored facts give the same object back, so copy built from them is built once. */
function remember(stored: BusinessFacts, packages: ServicePackages): SiteFacts {
  const s = state();
  const json = JSON.stringify([stored, packages]);
  if (s.last?.stored !== json)
    s.last = { facts: siteFactsFrom(stored, packages), stored: json, built: new Map() };
  return s.last.facts;
}

/** The facts, read with `read` at most once per lifetime (and at once after a save). */
export function cachedFacts(
  read: () => Promise<[BusinessFacts, ServicePackages]>,
): Promise<SiteFacts> {
  const s = state();
  if (s.reading && Date.now() - s.reading.at < LIFETIME_MS) return s.reading.value;
  const value = read().then(([stored, packages]) => remember(stored, packages));
  s.reading = { value, at: Date.now() };
  // A failed read is not remembered: the next view tries the database again.
  value.catch(() => {
    if (s.reading?.value === value) s.reading = undefined;
  });
  return value;
}

/** After a save of the business facts or a service's packages. */
export function forgetFacts() {
  state().reading = undefined;
}

/**
 * The facts last read in this process, or a fresh install's: for code that answers before any
 * database work and must not wait for it (the proxy's refusal pages, the reset e-mail).
 */
export const lastKnownFacts = (): SiteFacts => state().last?.facts ?? defaultSiteFacts;

/**
 * Copy built from the facts, kept with them: built once per set of facts the cache holds (and
 * once for a fresh install's), since a page asks for it on every view. Other facts (a save's,
 * inside its transaction) get it built afresh.
 */
export function perFacts<T>(build: (facts: SiteFacts) => T): (facts: SiteFacts) => T {
  return (facts) => {
    const s = state();
    const entry = [s.last, s.defaults].find((candidate) => candidate?.facts === facts);
    if (!entry) return build(facts);
    if (!entry.built.has(build)) entry.built.set(build, build(facts));
    return entry.built.get(build) as T;
  };
}
