import { serviceSlugs, type ServiceSlug } from "@/business/facts";
import { defaultSiteFacts, yearsInSpanish, type SiteFacts } from "@/business/site-facts";
import { perFacts } from "@/business/facts-cache";
import { slugify } from "@/lib/routing/page-address";
import { timelineText } from "./timelines";
import { priceEnds, priceText } from "./packages";
import type { Localized } from "@/lib/i18n/locale";
import { spanishSpanAfterDel } from "@/lib/i18n/spanish-spans";

/*
 * {{placeholders}} in the text the owner writes (articles, FAQ answers): business facts, prices
 * and timelines quoted by name and filled when a page is rendered, so a fact changed once is
 * right everywhere it is quoted.
 */

const serviceSlug = (slug: string): ServiceSlug => {
  const found = serviceSlugs.find((s) => s === slug);
  if (!found) throw new Error(`unknown service "${slug}"`);
  return found;
};

const packagePrice = (facts: SiteFacts, slug: string, packageSlug: string) => {
  const found = facts.services[serviceSlug(slug)].packages.find(
    (p) => slugify(p.englishName ?? p.name) === packageSlug,
  );
  if (!found) throw new Error(`service "${slug}" has no package "${packageSlug}"`);
  return found.price;
};

/**
 * "$25K to $150K+": from the cheapest package's low end to the dearest package's high end; in
 * Spanish "de $25,000 a $150,000 o más".
 */
const priceSpan = (facts: SiteFacts, slug: string) => {
  const prices = facts.services[serviceSlug(slug)].packages.map((p) => priceEnds(p.price));
  const low = prices[0]?.low;
  const high = prices.at(-1)?.high;
  if (!low || !high) throw new Error(`service "${slug}" has no price ranges to span`);
  if (facts.locale === "en") return `${low} to ${high}`;
  return `de ${priceText(`${low}-${high}`, facts.locale).replace("–", " a ")}`;
};

/** A length in minutes as Spanish says it: "30-45" → "de 30 a 45 minutos". */
export const minutesInSpanish = (minutes: string) =>
  `de ${minutes.trim().replace(/^(\d+)\s*-\s*(\d+)$/, "$1 a $2")} minutos`;

/** The facts quoted as nouns and modifiers, phrased for each edition. */
const consultationWords: Localized<(business: SiteFacts["business"]) => Record<string, string>> = {
  en: ({ estimates, consultation, claims }) => ({
    estimateValidity: `${estimates.validDays} days`,
    discoveryCall: `${consultation.discoveryCallMinutes}-minute`,
    consultation: `${consultation.inHomeMinutes} minute`,
    deposit: estimates.depositPercent,
    structuralWarrantyTerm: `${claims.additionStructuralWarrantyYears}-year`,
  }),
  es: ({ estimates, consultation, claims }) => ({
    estimateValidity: `${estimates.validDays} días`,
    discoveryCall: `de ${consultation.discoveryCallMinutes} minutos`,
    consultation: minutesInSpanish(consultation.inHomeMinutes),
    // Spanish quotes it after "del": "un anticipo del 10 al 20%".
    deposit: spanishSpanAfterDel(estimates.depositPercent),
    structuralWarrantyTerm: `de ${yearsInSpanish(claims.additionStructuralWarrantyYears)}`,
  }),
};

/** Facts an article or an FAQ answer may quote, all read from the one source (decisions.md §3). */
const quotableFacts = perFacts(
  ({ locale, business, claimText, factText }) =>
    new Map<string, string>(
      Object.entries({
        company: business.name,
        phone: business.phone.display,
        email: business.email,
        years: claimText.years,
        projects: claimText.projects,
        rating: claimText.rating,
        workmanshipWarranty: claimText.workmanshipWarranty,
        structuralWarranty: claimText.structuralWarranty,
        ...consultationWords[locale](business),
        paymentMethods: factText.paymentMethods,
        serviceAreas: factText.serviceAreas,
      }),
    ),
);

const timelineKeys = ["design", "permits", "construction", "beforeConstruction", "total"] as const;

/** `{{timeline:<service>}}` is the construction time; `{{timeline:<service>:total}}` etc. a phase. */
const timelinePhrase = (facts: SiteFacts, slug: string, phase = "construction") => {
  const key = timelineKeys.find((k) => k === phase);
  if (!key) throw new Error(`unknown timeline phase "${phase}"; known: ${timelineKeys.join(", ")}`);
  return timelineText(serviceSlug(slug), facts.locale)[key];
};

/** Prices from the services' packages, timelines from timelines.ts: `{{price:<service>:<package>}}` etc. */
const lookups = new Map<string, (facts: SiteFacts, ...args: string[]) => string>([
  [
    "price",
    (facts, slug = "", pkg = "") => priceText(packagePrice(facts, slug, pkg), facts.locale),
  ],
  ["priceSpan", (facts, slug = "") => priceSpan(facts, slug)],
  ["startingPrice", (facts, slug = "") => facts.services[serviceSlug(slug)].startingPrice],
  ["timeline", (facts, slug = "", phase?: string) => timelinePhrase(facts, slug, phase)],
]);

const knownPlaceholders = [
  ...quotableFacts(defaultSiteFacts).keys(),
  "price:<service>:<package>",
  "priceSpan:<service>",
  "startingPrice:<service>",
  "timeline:<service>[:<phase>]",
].join(", ");

/**
 * The admin's hint for a text that takes placeholders: each example in a phrase, with what it
 * prints for a fresh install. A placeholder prints a whole phrase ("1-year workmanship
 * warranty"), and a hint naming it bare led owners to write the words twice.
 */
export function placeholderHint(lead: string, phrases: readonly string[]): string {
  const shown = phrases.map(
    (phrase) => `"${phrase}" prints "${fillPlaceholders(defaultSiteFacts, phrase, "A hint")}"`,
  );
  return `${lead} ${shown.join("; ")}.`;
}

/** Why a text's {{placeholders}} cannot all be filled with these facts, or null when they can. */
export function placeholderProblem(facts: SiteFacts, text: string, source: string): string | null {
  try {
    fillPlaceholders(facts, text, source);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** The text with its placeholders filled; one saved before a rule changed is left as written. */
export function filledOrAsWritten(facts: SiteFacts, text: string): string {
  try {
    return fillPlaceholders(facts, text, "");
  } catch {
    return text;
  }
}

/** Replaces every {{name}} or {{lookup:arg:arg}}; an unknown one throws, failing the build. */
export function fillPlaceholders(facts: SiteFacts, text: string, source: string): string {
  const filled = text.replace(/\{\{\s*([^{}]*?)\s*\}\}/g, (_, key: string) => {
    const [name = "", ...args] = key.split(":");
    const fact = quotableFacts(facts).get(name);
    if (fact !== undefined && args.length === 0) return fact;
    const lookup = lookups.get(name);
    if (lookup && args.length > 0) {
      try {
        return lookup(facts, ...args);
      } catch (error) {
        throw new Error(`${source}: {{${key}}}: ${(error as Error).message}`);
      }
    }
    throw new Error(`${source}: unknown placeholder {{${key}}}; known: ${knownPlaceholders}`);
  });
  if (/\{\{|\}\}/.test(filled)) throw new Error(`${source}: unbalanced {{ }} in the text`);
  return filled;
}
