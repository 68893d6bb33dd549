import type { Locale } from "@/lib/i18n/locale";

/**
 * The project request's choices and limits (spec §3, §5, §9); browser and server read the same
 * list. The cities are the service areas of the business facts (cityNames in @/business): the
 * server hands them to the form, so the browser's copy of this module stays free of the facts.
 */
export const leadOptions = {
  serviceTypes: [
    "Kitchen Remodel",
    "Bathroom Remodel",
    "Home Addition",
    "Whole-Home Renovation",
    "Outdoor Living",
    "Tiny Home",
  ],
  budgetRanges: ["Under $25K", "$25K–$50K", "$50K–$100K", "Over $100K"],
  hearAboutUs: ["Google Search", "Referral", "Social Media", "Other"],
} as const;

/**
 * The choices as the Spanish form shows them. The stored value is always the English one, so
 * the owner's admin, filters and exports read one list whatever the homeowner's language.
 */
const spanishLabels: Readonly<Record<string, string>> = {
  "Kitchen Remodel": "Remodelación de cocina",
  "Bathroom Remodel": "Remodelación de baño",
  "Home Addition": "Ampliación de vivienda",
  "Whole-Home Renovation": "Renovación integral de la casa",
  "Outdoor Living": "Espacios al aire libre",
  "Tiny Home": "Casa pequeña (tiny home)",
  "Under $25K": "Menos de $25,000",
  "$25K–$50K": "$25,000–$50,000",
  "$50K–$100K": "$50,000–$100,000",
  "Over $100K": "Más de $100,000",
  "Google Search": "Búsqueda en Google",
  Referral: "Recomendación",
  "Social Media": "Redes sociales",
  Other: "Otro",
};

/** A stored choice as the homeowner's edition names it. */
export const optionLabel = (value: string, locale: Locale): string =>
  locale === "es" ? (spanishLabels[value] ?? value) : value;

export const leadLimits = {
  fullName: { min: 2, max: 100 },
  email: { max: 254 },
  phone: { min: 10, max: 20 },
  projectAddress: { min: 5, max: 200 },
  projectDescription: { max: 2000 },
} as const;

/**
 * The exact messages of the spec's validation table. The table shows none for a start date, a
 * "how did you hear" choice or hidden characters in a description, so those three are ours.
 */
export const leadMessages = {
  fullNameRequired: "Full name is required",
  fullNameTooLong: "Name is too long",
  emailRequired: "Valid email address is required",
  emailTooLong: "Email is too long",
  phone: "Enter a valid phone number",
  addressRequired: "Project address is required",
  addressTooLong: "Address is too long",
  city: "City selection is required",
  serviceType: "At least one service type is required",
  budgetRange: "Budget range is required",
  description: "Keep under 2000 characters",
  descriptionInvalid: "Please remove unusual hidden characters from the description",
  hearAboutUs: "Please choose one of the listed options",
  startDate: "Please choose a real date between today and 3 years from now.",
  consent: "Consent is required",
} as const;
