import type { OpeningHours } from "./opening-hours";

/**
 * The facts about the business that code fixes (where it works, the site's address) and the
 * ones a fresh install starts with before the owner edits them in the admin. Pages read both
 * through SiteFacts (config/site-facts.ts); nothing else types a phone number, an address or a
 * claim. SITE_URL is read at build time.
 */

const env = (name: string): string | undefined => {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
};

/** Turns any US phone string into E.164 (+1XXXXXXXXXX) for `tel:` links and structured data. */
export function toE164(display: string): string {
  const digits = display.replace(/\D/g, "");
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `+${digits}`;
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

export const siteUrl = (env("SITE_URL") ?? "http://localhost:3000").replace(/\/+$/, "");

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
  replyPromise: { form: string; footer: string };
  consultation: { inHomeMinutes: string; discoveryCallMinutes: number };
  estimates: { validDays: number; depositPercent: string };
};

export const defaultBusinessFacts: BusinessFacts = {
  name: env("BUSINESS_NAME") ?? "Trinity Oak Remodeling",
  phone: env("BUSINESS_PHONE") ?? "(214) 555-0142",
  email: env("BUSINESS_EMAIL") ?? "hello@example.com",
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
  replyPromise: {
    form: "within 1 business day",
    footer: "We reply within 2 hours during business hours",
  },
  consultation: { inHomeMinutes: "30-45", discoveryCallMinutes: 15 },
  estimates: { validDays: 30, depositPercent: "10-20%" },
};

export type ServiceArea = { city: string; slug: string | null; href: string };

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
export const listInSentence = (items: readonly string[]): string =>
  new Intl.ListFormat("en-US", { type: "conjunction" }).format(items);

/*
 * The facts as constants, for the readers not yet moved to SiteFacts (config/site-facts.ts);
 * removed once every page, e-mail and test takes the facts it is given.
 */
const phoneDisplay = env("BUSINESS_PHONE") ?? "(214) 555-0142";
const name = env("BUSINESS_NAME") ?? "Trinity Oak Remodeling";

export const business = {
  name,
  siteUrl: (env("SITE_URL") ?? "http://localhost:3000").replace(/\/+$/, ""),
  phone: { display: phoneDisplay, e164: toE164(phoneDisplay) },
  email: env("BUSINESS_EMAIL") ?? "hello@example.com",
  address: { locality: "Dallas", region: "TX", regionName: "Texas", country: "US" },
  county: "Dallas County",
  hours: {
    display: "Mon–Fri 7 AM–6 PM · Saturday 8 AM–4 PM by appointment",
    weekdays: "Mon–Fri 7 AM–6 PM",
    saturday: "Saturday 8 AM–4 PM by appointment",
    structured: [
      {
        days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "07:00",
        closes: "18:00",
      },
      { days: ["Saturday"], opens: "08:00", closes: "16:00" },
    ],
  },
  claims: {
    yearsExperience: 46,
    projectsCompleted: 200,
    averageRating: 4.9,
    reviewCount: 127,
    workmanshipWarrantyYears: 1,
    additionStructuralWarrantyYears: 10,
    registeredAndInsured: true,
  },
  paymentMethods: ["Cash", "Check", "Major credit cards", "Financing through partner lenders"],
  currency: "USD",
  priceRange: "$$$",
  replyPromise: {
    form: "within 1 business day",
    footer: "We reply within 2 hours during business hours",
  },
  consultation: { inHomeMinutes: "30-45", discoveryCallMinutes: 15 },
  estimates: { validDays: 30, depositPercent: "10-20%" },
  editorialAuthor: `${name} Editorial Team`,
} as const;

/** Years, projects and rating phrased once so every page says them the same way. */
export const claimText = {
  years: `${business.claims.yearsExperience}+ years`,
  projects: `${business.claims.projectsCompleted}+ projects`,
  rating: `${business.claims.averageRating} average from ${business.claims.reviewCount} reviews`,
  workmanshipWarranty: `${business.claims.workmanshipWarrantyYears}-year workmanship warranty`,
  structuralWarranty: `${business.claims.additionStructuralWarrantyYears}-year structural warranty on home additions`,
} as const;

/** Lists and policies that several pages say in a sentence, phrased once. */
export const factText = {
  serviceAreas: listInSentence(cityNames),
  // The payment methods are common nouns typed for a bulleted list ("Cash", "Major credit
  // cards"); mid-sentence they start lower case. A brand name added later needs its capital back.
  paymentMethods: listInSentence(
    business.paymentMethods.map((method) => method.charAt(0).toLowerCase() + method.slice(1)),
  ),
  // Decided with the owner: we prepare and submit the HOA package; approval is the HOA's call.
  hoaApproval:
    "Where a homeowners association must approve the work, we prepare and submit the application with the drawings, site plan and material samples it asks for, and we start that work once it is approved. The approval itself is the association's decision.",
} as const;
