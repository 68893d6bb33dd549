"use client";

import { useState } from "react";
import { AdminButton } from "@/leads/admin/components/admin-button";

type Props = { channel: string; label: string };

/** Sends one test alert through a way to reach the owner, and says what happened. */
export function TestAlertButton({ channel, label }: Props) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  async function send() {
    setBusy(true);
    setResult(null);
    try {
      const response = await fetch(`/api/leads/test-alert/${channel}`, {
        method: "POST",
        credentials: "same-origin",
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      setResult({
        ok: response.ok,
        message: body.message ?? `The test alert failed (${response.status}).`,
      });
    } catch {
      setResult({ ok: false, message: "The server could not be reached. Try again in a moment." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className="test-alert">
      <AdminButton onClick={send} disabled={busy}>
        {busy ? "Sending…" : label}
      </AdminButton>
      <span role="status" className={result && !result.ok ? "admin-problem" : undefined}>
        {result?.message}
      </span>
    </span>
  );
}
