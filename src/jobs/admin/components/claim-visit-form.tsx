"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, type ReactNode } from "react";
import { AdminButton } from "@/components/layout/admin-button";
import { useAdminPost } from "@/components/layout/use-admin-post";

/**
 * Books the claim's visit at the time chosen in `children` (a labelled list named `start`). Not
 * a form of its own: the claim's page is one form already, so the button posts the time itself.
 */
export function ClaimVisitForm({ claimId, children }: { claimId: number; children: ReactNode }) {
  const router = useRouter();
  const list = useRef<HTMLDivElement>(null);
  const { busy, result, post } = useAdminPost(
    `/api/warranty-claims/${claimId}/visit`,
    "Booking failed",
    { clearFirst: true },
  );
  useEffect(() => {
    if (result?.ok) router.refresh();
  }, [result, router]);
  const book = () => {
    const body = new FormData();
    body.set("start", list.current?.querySelector("select")?.value ?? "");
    void post(body);
  };
  return (
    <>
      <div ref={list} className="claim-visit__pick">
        {children}
      </div>
      <AdminButton look="primary" onClick={book} disabled={busy}>
        {busy ? "Booking…" : "Book the visit"}
      </AdminButton>
      <p role="status" className={result && !result.ok ? "admin-problem" : undefined}>
        {result?.message}
      </p>
    </>
  );
}
