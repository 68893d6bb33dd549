import "server-only";
import { getLead } from "@/leads/store";
import { hasOptedOutOfReviews } from "@/leads/review-request/store";
import { dallasDateTime } from "@/lib/time/dallas";
import { factsForDeliveries } from "@/leads/delivery/sender-facts";
import { configuredChannels } from "@/leads/delivery/delivery-config";
import { reviewOffer } from "./review-offer";

/** Which of the lead's review-request states applies, in the owner's words. */
export async function reviewState(leadId: number) {
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
