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
import { contentSecurityPolicy, hstsHeader } from "@/lib/security/headers";
import { notFoundScriptHashes, scriptHashesFor } from "@/lib/security/script-hashes";

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

const isHttps = (request: NextRequest) =>
  request.nextUrl.protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";

/**
 * The page's CSP: a prerendered page allows exactly its own inline scripts by hash. Any other
 * path gets a fresh nonce, which Next.js reads from the request's CSP header and stamps on every
 * script of a page it renders for this request, plus the hashes of the prerendered 404 page,
 * which is what an unknown path is answered with.
 */
function pagePolicy(request: NextRequest): { policy: string; forRequest: boolean } {
  const https = isHttps(request);
  const dev = process.env.NODE_ENV === "development";
  const hashes =
    request.method === "GET" && !dev ? scriptHashesFor(request.nextUrl.pathname) : undefined;
  if (hashes)
    return {
      policy: contentSecurityPolicy({ scriptSources: ["'self'", ...hashes], https }),
      forRequest: false,
    };
  const nonce = btoa(crypto.randomUUID());
  return {
    policy: contentSecurityPolicy({
      scriptSources: ["'self'", `'nonce-${nonce}'`, ...notFoundScriptHashes()],
      https,
      dev,
    }),
    forRequest: true,
  };
}

function withSecurity(request: NextRequest, response: NextResponse, policy: string) {
  response.headers.set("Content-Security-Policy", policy);
  if (isHttps(request)) response.headers.set(hstsHeader.key, hstsHeader.value);
  return response;
}

function rememberFirstTouch(request: NextRequest, response: NextResponse) {
  if (
    request.method !== "GET" ||
    request.cookies.has(FIRST_TOUCH_COOKIE) ||
    request.headers.has("rsc")
  )
    return;
  response.cookies.set(
    FIRST_TOUCH_COOKIE,
    encodeFirstTouch(firstTouchFrom(request.nextUrl, request.headers.get("referer"))),
    {
      maxAge: FIRST_TOUCH_MAX_AGE,
      httpOnly: true,
      sameSite: "lax",
      secure: isHttps(request),
      path: "/",
    },
  );
}

/**
 * Before a page renders: rate-limit submissions of the estimate form per client, give the page
 * its Content-Security-Policy, and remember a visitor's first page view (landing page, referrer,
 * UTM tags) for lead attribution.
 */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.delete(RATE_LIMITED_HEADER);
  const { policy, forRequest } = pagePolicy(request);
  if (forRequest) headers.set("Content-Security-Policy", policy);

  if (request.method === "POST" && request.nextUrl.pathname === "/contact") {
    const verdict = limiter.hit(clientIpFrom(request.headers));
    if (!verdict.allowed) {
      // With JavaScript the form calls the action, which turns this flag into a friendly message.
      if (!request.headers.has("next-action"))
        return withSecurity(request, tooManyRequests(verdict.retryAfterSeconds), policy);
      headers.set(RATE_LIMITED_HEADER, "1");
    }
  }

  const response = NextResponse.next({ request: { headers } });
  rememberFirstTouch(request, response);
  return withSecurity(request, response, policy);
}

export const config = {
  matcher: [
    "/((?!_next/|api/|og/|images/|icon.svg|manifest.webmanifest|robots.txt|sitemap.xml|rss.xml).*)",
  ],
};
