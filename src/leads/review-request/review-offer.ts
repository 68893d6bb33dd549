/**
 * Whether a lead's sidebar offers "Ask for a review", and otherwise why not, in the owner's
 * words. Nothing is offered that would fail after the click: without e-mail set up on the server
 * the request could never go out.
 */
export type ReviewOffer = { text: string; ask?: true };

export function reviewOffer(lead: {
  askedAt: string | null;
  optedOut: boolean;
  emailSetUp: boolean;
  reviewUrl: string;
  won: boolean;
  askedOn: (iso: string) => string;
}): ReviewOffer {
  if (lead.askedAt) return { text: `Asked for a review on ${lead.askedOn(lead.askedAt)}.` };
  if (lead.optedOut) return { text: "This homeowner asked for no review requests." };
  if (!lead.emailSetUp)
    return {
      text: "Asking for a review needs e-mail, which is not set up on the server yet (whoever runs it sets SMTP_URL).",
    };
  if (!lead.reviewUrl)
    return {
      text: "To ask finished customers for a review, an owner adds your review link in Business facts (Following up on leads).",
    };
  if (!lead.won)
    return {
      text: "Once the job is done and the lead is saved as Won, you can ask for a review here.",
    };
  return { text: "One e-mail with your review link, the same for every customer.", ask: true };
}
