import type { NextRequest } from "next/server";
import { beaconAnswer } from "@/lib/net/beacon-answer";
import { decodeFirstTouch, FIRST_TOUCH_COOKIE } from "@/leads/attribution";
import { countArrival } from "@/funnel/visits";
import { siteUrl } from "@/lib/seo/site-url";

/** A referrer from the site itself (another of its tabs) is no source. */
const siteHost = new URL(siteUrl).hostname;

export const dynamic = "force-dynamic";

/** The beacon carries nothing: what counts is the first-visit cookie it comes with. */
const MAX_BODY = 256;

/**
 * The estimate form's first keystroke, sent once per browser: counted under the visitor's first
 * visit (its day, channel and page), which the first-visit cookie carries. A browser without that
 * record had no visit counted, so its form start is not counted either; nothing is stored of the
 * visitor but the count.
 */
export async function POST(request: NextRequest) {
  if ((await request.text()).length > MAX_BODY)
    return beaconAnswer(413, "This address takes no body.");
  const touch = decodeFirstTouch(request.cookies.get(FIRST_TOUCH_COOKIE)?.value);
  if (!touch) return beaconAnswer(204);
  if ((await countArrival("form_start", touch, request.headers, siteHost)) === "too-many")
    return beaconAnswer(429, "Too many form starts from one address. Try again later.");
  return beaconAnswer(204);
}
