import type { OpeningHours } from "./opening-hours";
import type { ReplyPromise } from "./reply-promise";
import { usE164 } from "@/lib/routing/phone-number";
import { intlLocale, type Locale } from "@/lib/i18n/locale";

/**
 * The facts about the business that code fixes (where it works, the site's cities) and the
 * ones a fresh install starts with before the owner edits them in the admin. Pages read both
 * through SiteFacts (site-facts.ts); nothing else types a phone number, an address or a claim.
 */

const env = (name: string): string | undefined => {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
};

/** Turns any US phone string into E.164 (+1XXXXXXXXXX) for `tel:` links and structured data. */
export function toE164(display: string): string {
  const e164 = usE164(display);
  if (e164) return e164;
  throw new Error(`BUSINESS_PHONE "${display}" is not a 10-digit US phone number`);
}

/** Where the business is; its service area is below. */
export const address = {
  locality: "Dallas",
  region: "TX",
  regionName: "Texas",
  country: "US",
} as const;

/** Every price on the site is in US dollars. */
export const currency = "USD";

/**
 * What the owner edits in the admin (the `business` global). These are the values a fresh
 * install starts with (seeded once); BUSINESS_NAME, BUSINESS_PHONE and BUSINESS_EMAIL set the
 * first three.
 */
export type BusinessFacts = {
  name: string;
  /** As printed, any US format: "(214) 555-0142". */
  phone: string;
  email: string;
  hours: OpeningHours[];
  claims: {
    yearsExperience: number;
    projectsCompleted: number;
    averageRating: number;
    reviewCount: number;
    workmanshipWarrantyYears: number;
    additionStructuralWarrantyYears: number;
  };
  paymentMethods: string[];
  /** How fast the business replies, how soon the consultation is booked: see reply-promise.ts. */
  replyPromise: ReplyPromise;
  consultation: { inHomeMinutes: string; discoveryCallMinutes: number };
  estimates: {
    validDays: number;
    depositPercent: string;
    /**
     * Where letters reach the business (street, city, ZIP): the Texas notice of cancellation
     * names it. Null until the owner gives it; an estimate with the right to cancel waits for it.
     */
    mailingAddress: string | null;
  };
  /**
   * Whether clients get a portal with daily photos and messages: the owner's answer, or null
   * until they give one. The site promises a portal only when the answer is yes.
   */
  clientPortal: boolean | null;
  /**
   * What a whole-home renovation returns, as the whole-home ideas page states it: percentages
   * and days, each a range but satisfaction. A fresh install's are examples the page labels as
   * such until the owner confirms them as the business's own.
   */
  wholeHomeResults: WholeHomeResults;
  /** After how many minutes of opening hours a lead still New sends the owners a reminder. */
  followUp: {
    reminderMinutes: number;
    /** Where a finished job's customer writes a review (e.g. the Google Business Profile's link). */
    reviewUrl: string | null;
  };
};

export type WholeHomeResults = {
  homeValueMin: number;
  homeValueMax: number;
  returnMin: number;
  returnMax: number;
  daysOnMarketMin: number;
  daysOnMarketMax: number;
  satisfactionPercent: number;
  confirmed: boolean;
};

/**
 * What a fresh install states when nothing is set: a placeholder business, a phone number in the
 * fictional 555-01xx range, an address no one reads, and example claims. The go-live checklist
 * (go-live.ts) lists each one the owner has not changed yet.
 */
export const placeholderFacts: BusinessFacts = {
  name: "Trinity Oak Remodeling",
  phone: "(214) 555-0142",
  email: "hello@example.com",
  hours: [
    {
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "07:00",
      closes: "18:00",
    },
    { days: ["Saturday"], opens: "08:00", closes: "16:00", note: "by appointment" },
  ],
  claims: {
    yearsExperience: 46,
    projectsCompleted: 200,
    averageRating: 4.9,
    reviewCount: 127,
    workmanshipWarrantyYears: 1,
    additionStructuralWarrantyYears: 10,
  },
  paymentMethods: ["Cash", "Check", "Major credit cards", "Financing through partner lenders"],
  replyPromise: { reply: "within 2 hours during business hours", booking: "within 1 business day" },
  consultation: { inHomeMinutes: "30-45", discoveryCallMinutes: 15 },
  estimates: { validDays: 30, depositPercent: "10-20%", mailingAddress: null },
  clientPortal: null,
  wholeHomeResults: {
    homeValueMin: 30,
    homeValueMax: 50,
    returnMin: 75,
    returnMax: 85,
    daysOnMarketMin: 30,
    daysOnMarketMax: 60,
    satisfactionPercent: 98,
    confirmed: false,
  },
  followUp: { reminderMinutes: 15, reviewUrl: null },
};

export const defaultBusinessFacts: BusinessFacts = {
  ...placeholderFacts,
  name: env("BUSINESS_NAME") ?? placeholderFacts.name,
  phone: env("BUSINESS_PHONE") ?? placeholderFacts.phone,
  email: env("BUSINESS_EMAIL") ?? placeholderFacts.email,
};

/**
 * The same facts as a fresh install words them in Spanish: the few facts that are words (the
 * hours' notes, the payment methods, the reply promise) have a Spanish side in the admin, which
 * starts with these. Numbers, times and names are one field for both editions.
 */
export const defaultBusinessFactsEs: BusinessFacts = {
  ...defaultBusinessFacts,
  hours: defaultBusinessFacts.hours.map((row) =>
    row.note ? { ...row, note: "con cita previa" } : row,
  ),
  paymentMethods: [
    "Efectivo",
    "Cheque",
    "Las principales tarjetas de crédito",
    "Financiamiento con prestamistas asociados",
  ],
  replyPromise: {
    reply: "en menos de 2 horas, dentro de nuestro horario de atención",
    booking: "en un plazo de 1 día hábil",
  },
};

export type ServiceArea = { city: string; slug: string | null; href: string };

/**
 * The six services, each with its own page; their copy is in services/copy.ts, their prices are
 * facts.
 */
export const serviceSlugs = [
  "kitchen-remodeling",
  "bathroom-remodeling",
  "home-additions",
  "whole-home-renovation",
  "outdoor-living",
  "tiny-homes",
] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];

const citySlugs = [
  "plano",
  "allen",
  "richardson",
  "garland",
  "mesquite",
  "carrollton",
  "irving",
] as const;
export type CitySlug = (typeof citySlugs)[number];

export const cityPath = (slug: CitySlug) => `/service-area/${slug}-remodeling-contractor`;

const titleCase = (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1);

/** Dallas has no city page of its own: the home page is the Dallas page. */
export const serviceAreas: readonly ServiceArea[] = [
  { city: "Dallas", slug: null, href: "/" },
  ...citySlugs.map((slug) => ({ city: titleCase(slug), slug, href: cityPath(slug) })),
];

export const cityNames = serviceAreas.map((area) => area.city);
export { citySlugs };

/**
 * The one way a sentence lists several items: "a, b, and c". Items keep the capitals they are
 * typed with, so city names stay "Dallas, Plano, …" in the text and in the FAQ's JSON-LD.
 */
export const listInSentence = (items: readonly string[], locale: Locale = "en"): string =>
  new Intl.ListFormat(intlLocale[locale], { type: "conjunction" }).format(items);
