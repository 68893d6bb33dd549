"use client";

import { AdminButton } from "@/components/layout/admin-button";
import { useAdminPost } from "@/components/layout/use-admin-post";

/** "Ask for a review": queues the one request and says what happened. */
export function AskForReviewButton({ leadId }: { leadId: number }) {
  const { busy, result, post } = useAdminPost(
    `/api/leads/${leadId}/review-request`,
    "The request failed",
  );

  return (
    <>
      {!result?.ok && (
        <AdminButton onClick={() => post()} disabled={busy}>
          {busy ? "Asking…" : "Ask for a review"}
        </AdminButton>
      )}
      <p role="status" className={result && !result.ok ? "admin-problem" : undefined}>
        {result?.message}
      </p>
    </>
  );
}
