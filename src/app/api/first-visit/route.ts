import { NextResponse, type NextRequest } from "next/server";
import { beaconAnswer } from "@/lib/net/beacon-answer";
import {
  decodeFirstTouch,
  FIRST_TOUCH_COOKIE,
  firstTouchCookie,
  firstTouchFrom,
} from "@/leads/attribution";
import { isHttps } from "@/lib/net/is-https";
import { countArrival } from "@/funnel/visits";
import { siteUrl } from "@/lib/seo/site-url";

/** A referrer from the site itself (another of its tabs) is no source. */
const siteHost = new URL(siteUrl).hostname;

export const dynamic = "force-dynamic";

/** A page address and a referrer, with room to spare; anything longer was not sent by our page. */
const MAX_BODY = 4096;

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
 * visitor who already has one keeps it. A new one is the funnel's visit, counted without the
 * address (funnel/visits.ts); an address sending more than a household would is refused.
 */
export async function POST(request: NextRequest) {
  if (decodeFirstTouch(request.cookies.get(FIRST_TOUCH_COOKIE)?.value)) return beaconAnswer(204);
  const text = await request.text();
  if (text.length > MAX_BODY) return beaconAnswer(413, "That is longer than a page address.");
  const visit = visitOf(text);
  if (!visit)
    return beaconAnswer(400, 'Send {"page": "/a/path?query", "referrer": "https://…"} as JSON.');
  const landing = new URL(visit.page, request.nextUrl.origin);
  if (landing.origin !== request.nextUrl.origin)
    return beaconAnswer(400, "The page must be an address on this site.");
  const touch = firstTouchFrom(landing, visit.referrer || null);
  if ((await countArrival("visit", touch, request.headers, siteHost)) === "too-many")
    return beaconAnswer(429, "Too many first visits from one address. Try again later.");
  const response = new NextResponse(null, {
    status: 204,
    headers: { "Cache-Control": "no-store" },
  });
  response.cookies.set(firstTouchCookie(touch, isHttps(request)));
  return response;
}
