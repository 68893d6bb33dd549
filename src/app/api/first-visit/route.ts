import { NextResponse, type NextRequest } from "next/server";
import {
  decodeFirstTouch,
  FIRST_TOUCH_COOKIE,
  firstTouchCookie,
  firstTouchFrom,
} from "@/leads/attribution";
import { isHttps } from "@/lib/net/is-https";

export const dynamic = "force-dynamic";

/** A page address and a referrer, with room to spare; anything longer was not sent by our page. */
const MAX_BODY = 4096;

const answer = (status: number, message?: string) =>
  message
    ? NextResponse.json({ error: message }, { status, headers: { "Cache-Control": "no-store" } })
    : new NextResponse(null, { status, headers: { "Cache-Control": "no-store" } });

function visitOf(text: string): { page: string; referrer: string } | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!body || typeof body !== "object") return undefined;
  const { page, referrer = "" } = body as Record<string, unknown>;
  if (typeof page !== "string" || !page.startsWith("/") || typeof referrer !== "string")
    return undefined;
  return { page, referrer };
}

/**
 * The first visit, told by the page itself: a page a CDN answered from its copy sets no cookie,
 * so the page's script sends its own address and referrer once per browser. The cookie is set
 * exactly as the server's first answer would have set it (the same checks of every part), and a
 * visitor who already has one keeps it.
 */
export async function POST(request: NextRequest) {
  if (decodeFirstTouch(request.cookies.get(FIRST_TOUCH_COOKIE)?.value)) return answer(204);
  const text = await request.text();
  if (text.length > MAX_BODY) return answer(413, "That is longer than a page address.");
  const visit = visitOf(text);
  if (!visit)
    return answer(400, 'Send {"page": "/a/path?query", "referrer": "https://…"} as JSON.');
  const landing = new URL(visit.page, request.nextUrl.origin);
  if (landing.origin !== request.nextUrl.origin)
    return answer(400, "The page must be an address on this site.");
  const response = answer(204);
  response.cookies.set(
    firstTouchCookie(firstTouchFrom(landing, visit.referrer || null), isHttps(request)),
  );
  return response;
}
