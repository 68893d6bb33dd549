import type { LeadField } from "./fields";
import { leadLimits } from "./options";

/**
 * What the estimate form prints around its controls, in one edition. The server hands it to the
 * form (a client component) as props, so it holds strings only: `{count}` in the error summary's
 * heading is the number of problems.
 */
export type LeadFormWords = {
  intro: string;
  /** After a label: the field may stay empty. */
  optional: string;
  labels: Record<Exclude<LeadField, "consent">, string>;
  /** The first, empty choice of each list. */
  choose: { city: string; budgetRange: string; hearAboutUs: string };
  descriptionHint: string;
  submit: string;
  sending: string;
  /** Before the phone number beside the submit button. */
  orCall: string;
  /** After the consent text: "See our" [Privacy Policy] "." */
  privacy: { before: string; link: string; after: string };
  honeypot: string;
  summary: { one: string; other: string; fields: Record<LeadField, string> };
  thankYou: { another: string; call: string };
};

export const englishFormWords: LeadFormWords = {
  intro: "All fields are required unless marked optional.",
  optional: "optional",
  labels: {
    fullName: "Full name",
    email: "Email",
    phone: "Phone",
    projectAddress: "Project address",
    city: "City",
    serviceType: "Service type (choose all that apply)",
    startDate: "Preferred start date",
    budgetRange: "Budget range",
    projectDescription: "Project description",
    hearAboutUs: "How did you hear about us?",
  },
  choose: {
    city: "Select your city",
    budgetRange: "Select a budget range",
    hearAboutUs: "Choose one",
  },
  descriptionHint: `Up to ${leadLimits.projectDescription.max} characters: rooms, what you want changed, anything we should know.`,
  submit: "Request My Free Estimate",
  sending: "Sending…",
  orCall: "Or call",
  privacy: { before: "See our", link: "Privacy Policy", after: "." },
  honeypot: "Leave this field empty",
  summary: {
    one: "Please fix 1 problem before sending",
    other: "Please fix {count} problems before sending",
    fields: {
      fullName: "Full name",
      email: "Email",
      phone: "Phone",
      projectAddress: "Project address",
      city: "City",
      serviceType: "Service type",
      startDate: "Preferred start date",
      budgetRange: "Budget range",
      projectDescription: "Project description",
      hearAboutUs: "How did you hear about us",
      consent: "Consent",
    },
  },
  thankYou: { another: "Submit Another Request", call: "Call" },
};
