import "server-only";
import { AdminReviewPanel } from "@/components/layout/admin-review-panel";
import { reviewState } from "../review-state";

/** In a lead's sidebar: its one review request, asked for or not. */
export async function ReviewRequest({ id }: { id?: number | string }) {
  const leadId = Number(id);
  if (!Number.isSafeInteger(leadId)) return null;
  const offer = await reviewState(leadId);
  return offer && <AdminReviewPanel leadId={leadId} offer={offer} />;
}
