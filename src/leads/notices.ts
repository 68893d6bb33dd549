import { perFacts } from "@/business/facts-cache";

/**
 * What the request form says around the fields, with the owner's name, phone and reply promise:
 * built on the server and handed to the form, which ships no facts of its own.
 */
export const leadCopyFor = perFacts(({ business }) => ({
  /** The consent label (decisions.md §5.4); the exact text shown is stored with each lead. */
  consentText: `I agree to be contacted by ${business.name} by phone, text or e-mail about this inquiry. Consent is not a condition of purchase.`,
  notices: {
    success: {
      title: `Thank you for contacting ${business.name}!`,
      text: `Our team is reviewing your request. ${business.replyPromise.sentence}`,
    },
    failure: {
      title: "Submission Error",
      text: "There was an issue submitting your form. Please try again or call us directly.",
    },
    rateLimited: {
      title: "Too many requests",
      text: `We have received several requests from your connection in the last few minutes. Please wait a little and try again, or call us at ${business.phone.display}.`,
    },
  },
}));

export type LeadCopy = ReturnType<typeof leadCopyFor>;
export type LeadNotice = LeadCopy["notices"]["success"];
