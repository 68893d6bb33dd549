import "server-only";
import { bodyLimitFor } from "@/lib/security/request-guard";
import type { BeforeCheck } from "./guard";
import { apiRefusal } from "./refusal";

/** Whether a body grows past `limit` bytes; reads only until it does. */
export async function isLongerThan(body: ReadableStream<Uint8Array>, limit: number) {
  const reader = body.getReader();
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return false;
    length += value.byteLength;
    if (length > limit) {
      // Not awaited: a copy's cancel settles only once the request's own body is cancelled too.
      reader.cancel().catch(() => undefined);
      return true;
    }
  }
}

/**
 * A write sent in chunks states no length, so the proxy's check of Content-Length
 * (lib/security/request-guard.ts) lets it through: count it here. The framework keeps somewhat
 * more than the largest upload of any body and cuts off the rest, so one cut off is still
 * counted as too long; the engine would fail on either with a 500.
 */
export const refuseOversizedBody: BeforeCheck = async (request) => {
  if (!request.body || request.headers.has("content-length")) return null;
  const copy = request.clone().body;
  const limit = bodyLimitFor(new URL(request.url).pathname);
  if (!copy || !(await isLongerThan(copy, limit))) return null;
  const megabytes = limit / 1024 / 1024;
  return apiRefusal(
    413,
    `That request is larger than ${megabytes} MB, the most this address takes.`,
  );
};
