import { AskForReviewButton } from "./admin-ask-for-review";

/** A lead's one review request in a sidebar: asked for or not, and why. */
export function AdminReviewPanel({
  leadId,
  offer,
}: {
  leadId: number;
  offer: { text: string; ask?: true };
}) {
  return (
    <section className="review-request" aria-labelledby="review-request-title">
      <h3 id="review-request-title">Review</h3>
      <p>{offer.text}</p>
      {offer.ask && <AskForReviewButton leadId={leadId} />}
    </section>
  );
}
