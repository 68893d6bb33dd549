import "server-only";
import { AdminReviewPanel } from "@/components/layout/admin-review-panel";
import { reviewState } from "@/leads/server";
import { cms } from "@/lib/cms/ready";
import { idOf } from "../../photo-owner";

/** The job's lead, when the job is complete and came from a request. */
async function leadOfCompletedJob(jobId: unknown) {
  if (!Number.isSafeInteger(Number(jobId))) return undefined;
  const job = await (
    await cms()
  ).findByID({
    collection: "jobs",
    id: Number(jobId),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  });
  return job?.status === "complete" ? idOf(job.lead) : undefined;
}

/** The review request of the lead, when it is a number. */
async function ReviewOf({ leadId }: { leadId: unknown }) {
  if (typeof leadId !== "number") return null;
  const offer = await reviewState(leadId);
  return offer && <AdminReviewPanel leadId={leadId} offer={offer} />;
}

/** In a completed job's sidebar: the homeowner's one review request, from their lead. */
export async function JobReview({ id }: { id?: number | string }) {
  return <ReviewOf leadId={await leadOfCompletedJob(id)} />;
}

/** In a resolved claim's sidebar: the same request, if it was not sent when the job closed. */
export async function ClaimReview({ id }: { id?: number | string }) {
  if (!Number.isSafeInteger(Number(id))) return null;
  const claim = await (
    await cms()
  ).findByID({
    collection: "warranty-claims",
    id: Number(id),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  });
  if (claim?.status !== "resolved") return null;
  return <ReviewOf leadId={await leadOfCompletedJob(idOf(claim.job))} />;
}
