import type { ServicePackages } from "./packages";
import type { BusinessFacts } from "./facts";
import type { Locale } from "@/lib/i18n/locale";
import { defaultSiteFactsIn, siteFactsFrom, type SiteFacts } from "./site-facts";
import { processSlot } from "@/lib/runtime/process-slot";

/**
 * The business facts' one cache: what the owner stored, as the site's facts, with the copy
 * built from them. Pages read it instead of queueing for the database behind lead writes; a
 * save in the admin expires it at once (forgetFacts), and the short lifetime bounds how long
 * another server sharing a remote database shows the old facts. When the database cannot be
 * read, the facts last read stay (lastKnownFacts): the phone and the hours must still show.
 */
const LIFETIME_MS = 10_000;

type Entry = { facts: SiteFacts; stored: string; built: Map<unknown, unknown> };
/** Each edition's facts are read and kept apart: their words differ, their numbers do not. */
type Edition = {
  last?: Entry;
  defaults: Entry;
  reading?: { value: Promise<SiteFacts>; at: number };
};
type State = Record<Locale, Edition>;

const facts = processSlot<State>("business facts");
const state = (): State =>
  facts.getOrMake(() => ({
    en: { defaults: { facts: defaultSiteFactsIn.en, stored: "", built: new Map() } },
    es: { defaults: { facts: defaultSiteFactsIn.es, stored: "", built: new Map() } },
  }));

/** The same stored facts give the same object back, so copy built from them is built once. */
function remember(stored: BusinessFacts, packages: ServicePackages, locale: Locale): SiteFacts {
  const edition = state()[locale];
  const json = JSON.stringify([stored, packages]);
  if (edition.last?.stored !== json)
    edition.last = {
      facts: siteFactsFrom(stored, packages, locale),
      stored: json,
      built: new Map(),
    };
  return edition.last.facts;
}

/** The facts, read with `read` at most once per lifetime (and at once after a save). */
export function cachedFacts(
  read: () => Promise<[BusinessFacts, ServicePackages]>,
  locale: Locale = "en",
): Promise<SiteFacts> {
  const edition = state()[locale];
  if (edition.reading && Date.now() - edition.reading.at < LIFETIME_MS)
    return edition.reading.value;
  const value = read().then(([stored, packages]) => remember(stored, packages, locale));
  edition.reading = { value, at: Date.now() };
  // A failed read is not remembered: the next view tries the database again.
  value.catch(() => {
    if (edition.reading?.value === value) edition.reading = undefined;
  });
  return value;
}

/** After a save of the business facts or a service's packages. */
export function forgetFacts() {
  for (const edition of Object.values(state())) edition.reading = undefined;
}

/**
 * The facts last read in this process, or a fresh install's: for code that answers before any
 * database work and must not wait for it (the proxy's refusal pages, the reset e-mail).
 */
export const lastKnownFacts = (locale: Locale = "en"): SiteFacts => {
  const edition = state()[locale];
  return edition.last?.facts ?? edition.defaults.facts;
};

/**
 * Copy built from the facts, kept with them: built once per set of facts the cache holds (and
 * once for a fresh install's), since a page asks for it on every view. Other facts (a save's,
 * inside its transaction) get it built afresh.
 */
export function perFacts<T>(build: (facts: SiteFacts) => T): (facts: SiteFacts) => T {
  return (facts) => {
    const edition = state()[facts.locale];
    const entry = [edition.last, edition.defaults].find((candidate) => candidate?.facts === facts);
    if (!entry) return build(facts);
    if (!entry.built.has(build)) entry.built.set(build, build(facts));
    return entry.built.get(build) as T;
  };
}
