import { NextResponse, type NextRequest } from "next/server";
import { business } from "@/config/business";
import {
  encodeFirstTouch,
  FIRST_TOUCH_COOKIE,
  FIRST_TOUCH_MAX_AGE,
  firstTouchFrom,
} from "@/lib/leads/attribution";
import { RATE_LIMITED_HEADER } from "@/lib/leads/contact-state";
import { leadNotices } from "@/lib/leads/options";
import { clientIpFrom, parseRateLimit, SlidingWindowLimiter } from "@/lib/leads/rate-limit";

const { limit, windowMs } = parseRateLimit(process.env.LEAD_RATE_LIMIT);
const limiterHolder = globalThis as typeof globalThis & { __leadLimiter?: SlidingWindowLimiter };
const limiter = (limiterHolder.__leadLimiter ??= new SlidingWindowLimiter(limit, windowMs));

/** A plain page for a no-JavaScript post over the limit: HTTP 429, a friendly word and a phone. */
function tooManyRequests(retryAfter: number) {
  const { title, text } = leadNotices.rateLimited;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title} | ${business.name}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1e293b"><h1>${title}</h1><p>${text}</p><p><a href="tel:${business.phone.e164}">Call ${business.phone.display}</a> · <a href="/contact">Back to the form</a></p></body></html>`;
  return new NextResponse(html, {
    status: 429,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Retry-After": String(retryAfter),
      "Cache-Control": "no-store",
    },
  });
}

function limitLeadPost(request: NextRequest) {
  const verdict = limiter.hit(clientIpFrom(request.headers));
  const headers = new Headers(request.headers);
  headers.delete(RATE_LIMITED_HEADER);
  if (verdict.allowed) return NextResponse.next({ request: { headers } });
  // With JavaScript the form calls the action, which turns this flag into a friendly message.
  if (request.headers.has("next-action")) {
    headers.set(RATE_LIMITED_HEADER, "1");
    return NextResponse.next({ request: { headers } });
  }
  return tooManyRequests(verdict.retryAfterSeconds);
}

/**
 * Two jobs before a page renders: remember a visitor's first page view (landing page, referrer,
 * UTM tags) for lead attribution, and rate-limit submissions of the estimate form per client.
 */
export function proxy(request: NextRequest) {
  if (request.method === "POST" && request.nextUrl.pathname === "/contact")
    return limitLeadPost(request);
  const response = NextResponse.next();
  if (
    request.method === "GET" &&
    !request.cookies.has(FIRST_TOUCH_COOKIE) &&
    !request.headers.has("next-router-prefetch") &&
    !request.headers.has("rsc")
  ) {
    response.cookies.set(
      FIRST_TOUCH_COOKIE,
      encodeFirstTouch(firstTouchFrom(request.nextUrl, request.headers.get("referer"))),
      {
        maxAge: FIRST_TOUCH_MAX_AGE,
        httpOnly: true,
        sameSite: "lax",
        secure: request.nextUrl.protocol === "https:",
        path: "/",
      },
    );
  }
  return response;
}

export const config = {
  matcher: [
    "/((?!_next/|api/|og/|images/|icon.svg|manifest.webmanifest|robots.txt|sitemap.xml|rss.xml).*)",
  ],
};
