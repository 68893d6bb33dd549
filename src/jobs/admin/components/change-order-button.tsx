"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { AdminButton } from "@/components/layout/admin-button";
import { useAdminPost } from "@/components/layout/use-admin-post";

/** Sends the change order as saved to the homeowner, or withdraws a sent one. */
export function ChangeOrderButton({
  changeOrderId,
  step,
  label,
}: {
  changeOrderId: number;
  step: "send" | "withdraw";
  label: string;
}) {
  const router = useRouter();
  const { busy, result, post } = useAdminPost(
    `/api/change-orders/${changeOrderId}/${step}`,
    step === "send" ? "Sending failed" : "Withdrawing failed",
    { clearFirst: true },
  );
  useEffect(() => {
    if (result?.ok) router.refresh();
  }, [result, router]);
  return (
    <>
      <AdminButton
        look={step === "send" ? "primary" : "secondary"}
        onClick={() => post()}
        disabled={busy}
      >
        {busy ? "Working…" : label}
      </AdminButton>
      <p role="status" className={result && !result.ok ? "admin-problem" : undefined}>
        {result?.message}
      </p>
    </>
  );
}
