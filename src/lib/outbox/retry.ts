import { serverEnv } from "@/lib/env";

const MAX_BACKOFF_MS = 60 * 60_000;

/** 30 s, 1 min, 2 min ... capped at an hour: a dead SMTP server is retried until it is back. */
export function backoffMs(attempts: number, baseMs = serverEnv().OUTBOX_RETRY_BASE_MS): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

/** A refusal that retrying cannot fix: an SMTP 5xx answer, or an HTTP 4xx other than 408/429. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  if (typeof code === "number") return code >= 500 && code < 600;
  const status = (error as { status?: unknown } | null)?.status;
  return (
    typeof status === "number" && status >= 400 && status < 500 && ![408, 429].includes(status)
  );
}
