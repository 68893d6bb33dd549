"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { AdminButton } from "@/components/layout/admin-button";
import { useAdminPost } from "@/components/layout/use-admin-post";

/** Sends the estimate as saved: its next revision, to the homeowner's address. */
export function SendEstimateButton({ estimateId, label }: { estimateId: number; label: string }) {
  const router = useRouter();
  const { busy, result, post } = useAdminPost(
    `/api/estimates/${estimateId}/send`,
    "Sending failed",
    { clearFirst: true },
  );
  useEffect(() => {
    if (result?.ok) router.refresh();
  }, [result, router]);
  return (
    <>
      <AdminButton look="primary" onClick={() => post()} disabled={busy}>
        {busy ? "Sending…" : label}
      </AdminButton>
      <p role="status" className={result && !result.ok ? "admin-problem" : undefined}>
        {result?.message}
      </p>
    </>
  );
}
