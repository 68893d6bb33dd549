import { Forbidden, NotFound, type PayloadHandler } from "payload";
import { queueReviewRequest, type ReviewRequestOutcome } from "@/leads/review-request/store";
import { configuredChannels } from "@/leads/delivery/delivery-config";
import { kickOutbox } from "@/lib/outbox/loop";
import { factsForDeliveries } from "@/leads/delivery/sender-facts";
import { readableLeadId } from "@/leads/admin/readable-lead";

const refusals: Record<Exclude<ReviewRequestOutcome, "queued">, string> = {
  already_asked: "This homeowner was already asked for a review. Each lead is asked once.",
  opted_out: "This homeowner asked for no review requests, so none is sent.",
  not_won: "Only a Won lead can be asked for a review. Save its status as Won first.",
};

const refused = (message: string) => Response.json({ message }, { status: 409 });

/**
 * POST /api/leads/:id/review-request: queues the lead's one review request (an e-mail with the
 * business's review link, through the outbox) and answers what happened, in words.
 */
export const requestReview: PayloadHandler = async (req) => {
  if (!req.user) throw new Forbidden(req.t);
  const leadId = await readableLeadId(req);
  if (leadId === null) throw new NotFound(req.t);
  const { business } = await factsForDeliveries();
  if (!business.followUp.reviewUrl)
    return refused(
      "There is no review link yet: an owner adds it in Business facts, under Following up on leads.",
    );
  if (!configuredChannels().email)
    return refused(
      "E-mail is not set up on the server (SMTP_URL), so no review request can go out.",
    );
  const outcome = await queueReviewRequest(leadId, new Date());
  if (outcome !== "queued") return refused(refusals[outcome]);
  void kickOutbox();
  return Response.json({ message: "Asked for a review. The e-mail goes out within a minute." });
};
