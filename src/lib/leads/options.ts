import { business, cityNames } from "@/config/business";

/** The project request's choices and limits (spec §3, §5, §9); browser and server read the same list. */
export const leadOptions = {
  cities: cityNames,
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

/** The consent label (decisions.md §5.4); the exact text shown is stored with each lead. */
export const consentText = `I agree to be contacted by ${business.name} by phone, text or e-mail about this inquiry. Consent is not a condition of purchase.`;

export const leadNotices = {
  success: {
    title: `Thank you for contacting ${business.name}!`,
    text: `Our team will review your request and reach out ${business.replyPromise.form} to schedule your free consultation.`,
  },
  failure: {
    title: "Submission Error",
    text: "There was an issue submitting your form. Please try again or call us directly.",
  },
  rateLimited: {
    title: "Too many requests",
    text: `We have received several requests from your connection in the last few minutes. Please wait a little and try again, or call us at ${business.phone.display}.`,
  },
} as const;
