import "server-only";
import { NextResponse } from "next/server";
import { KEPT_PAGE_HEADER } from "./encoding.mjs";
import type { PageDocument } from "./page-store.mjs";

/**
 * The framework's own Vary for a page: the navigation's data is another answer at the same
 * address, and each encoding another copy.
 */
const VARY =
  "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding";

/**
 * A kept page, answered by the proxy from the page store without a render: its bytes as kept,
 * with the headers the framework would send with it (its policy and ETag from when it was kept).
 * The framework drops a proxy answer's Content-Encoding, so the page leaves here as it is; the
 * front door (scripts/front-door.mjs) sends its compressed copy to a visitor who accepts one.
 */
export function keptPageAnswer(
  document: PageDocument,
  request: Request,
  cacheControl: string,
): NextResponse {
  const headers = new Headers({
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": cacheControl,
    ETag: document.etag,
    Vary: VARY,
    [KEPT_PAGE_HEADER]: "HIT",
  });
  if (document.policy) headers.set("Content-Security-Policy", document.policy);
  // The kept bytes themselves: a Buffer is a Uint8Array, sent without a copy.
  const body = request.method === "HEAD" ? null : (document.html as Uint8Array<ArrayBuffer>);
  return new NextResponse(body, { status: 200, headers });
}
