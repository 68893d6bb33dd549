import "server-only";
import { getLead, hasOptedOutOfReviews } from "@/lib/db/queries";
import { dallasDateTime } from "@/lib/time/dallas";
import { factsForDeliveries } from "@/leads/delivery/sender-facts";
import { AskForReviewButton } from "./ask-for-review-button";

/** Which of the lead's review-request states applies, in the owner's words. */
async function reviewState(leadId: number) {
  const lead = await getLead(leadId);
  if (!lead || lead.isSpam) return null;
  const { business } = await factsForDeliveries();
  if (lead.reviewRequestedAt)
    return { text: `Asked for a review on ${dallasDateTime(lead.reviewRequestedAt)}.` };
  if (await hasOptedOutOfReviews(lead.email))
    return { text: "This homeowner asked for no review requests." };
  if (!business.followUp.reviewUrl)
    return {
      text: "To ask finished customers for a review, an owner adds your review link in Business facts (Following up on leads).",
    };
  if (lead.status !== "won")
    return {
      text: "Once the job is done and the lead is saved as Won, you can ask for a review here.",
    };
  return { text: "One e-mail with your review link, the same for every customer.", ask: true };
}

/** In a lead's sidebar: its one review request, asked for or not. */
export async function ReviewRequest({ id }: { id?: number | string }) {
  const leadId = Number(id);
  if (!Number.isSafeInteger(leadId)) return null;
  const state = await reviewState(leadId);
  if (!state) return null;
  return (
    <section className="review-request" aria-labelledby="review-request-title">
      <h3 id="review-request-title">Review</h3>
      <p>{state.text}</p>
      {state.ask && <AskForReviewButton leadId={leadId} />}
    </section>
  );
}
