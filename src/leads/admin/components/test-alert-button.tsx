"use client";

import { AdminButton } from "@/components/layout/admin-button";
import { useAdminPost } from "@/components/layout/use-admin-post";

type Props = { channel: string; label: string };

/** Sends one test alert through a way to reach the owner, and says what happened. */
export function TestAlertButton({ channel, label }: Props) {
  const { busy, result, post } = useAdminPost(
    `/api/leads/test-alert/${channel}`,
    "The test alert failed",
    { clearFirst: true },
  );

  return (
    <span className="test-alert">
      <AdminButton onClick={() => post()} disabled={busy}>
        {busy ? "Sending…" : label}
      </AdminButton>
      <span role="status" className={result && !result.ok ? "admin-problem" : undefined}>
        {result?.message}
      </span>
    </span>
  );
}
