import "server-only";
import { getLead } from "@/leads/store";
import { hasOptedOutOfReviews } from "@/leads/review-request/store";
import { dallasDateTime } from "@/lib/time/dallas";
import { factsForDeliveries } from "@/leads/delivery/sender-facts";
import { configuredChannels } from "@/leads/delivery/delivery-config";
import { reviewOffer } from "../review-offer";
import { AskForReviewButton } from "./ask-for-review-button";

/** Which of the lead's review-request states applies, in the owner's words. */
async function reviewState(leadId: number) {
  const lead = await getLead(leadId);
  if (!lead || lead.isSpam) return null;
  const { business } = await factsForDeliveries();
  return reviewOffer({
    askedAt: lead.reviewRequestedAt ?? null,
    optedOut: await hasOptedOutOfReviews(lead.email),
    emailSetUp: configuredChannels().email,
    reviewUrl: business.followUp.reviewUrl ?? "",
    won: lead.status === "won",
    askedOn: dallasDateTime,
  });
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
