"use client";

import { useState } from "react";

type Outcome = { ok: boolean; message: string };

/**
 * One POST from an admin button to an endpoint, and what to say about it: the server's own
 * message, or `failed` with the status when it gives none, or that it could not be reached.
 * `clearFirst` empties the last message while the next request runs; `post` may carry a form.
 */
export function useAdminPost(url: string, failed: string, { clearFirst = false } = {}) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Outcome | null>(null);

  async function post(form?: FormData) {
    setBusy(true);
    if (clearFirst) setResult(null);
    try {
      const response = await fetch(url, { method: "POST", credentials: "same-origin", body: form });
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      setResult({ ok: response.ok, message: body.message ?? `${failed} (${response.status}).` });
    } catch {
      setResult({ ok: false, message: "The server could not be reached. Try again in a moment." });
    } finally {
      setBusy(false);
    }
  }

  return { busy, result, post };
}
