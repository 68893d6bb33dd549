"use client";

import { useState } from "react";
import { AdminButton } from "@/leads/admin/components/admin-button";

/** "Ask for a review": queues the one request and says what happened. */
export function AskForReviewButton({ leadId }: { leadId: number }) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  async function ask() {
    setBusy(true);
    try {
      const response = await fetch(`/api/leads/${leadId}/review-request`, {
        method: "POST",
        credentials: "same-origin",
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      setResult({
        ok: response.ok,
        message: body.message ?? `The request failed (${response.status}).`,
      });
    } catch {
      setResult({ ok: false, message: "The server could not be reached. Try again in a moment." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {!result?.ok && (
        <AdminButton onClick={ask} disabled={busy}>
          {busy ? "Asking…" : "Ask for a review"}
        </AdminButton>
      )}
      <p role="status" className={result && !result.ok ? "admin-problem" : undefined}>
        {result?.message}
      </p>
    </>
  );
}
