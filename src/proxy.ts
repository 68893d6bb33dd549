import { NextResponse, type NextRequest } from "next/server";
import { lastKnownFacts } from "@/business/facts-cache";
import { telHref } from "@/lib/routing/phone-number";
import {
  htmlLang,
  LOCALE_HEADER,
  localeOfPath,
  localePath,
  withoutLocale,
  type Locale,
  type Localized,
} from "@/lib/i18n/locale";
import { serverEnv } from "@/lib/env";
import { RATE_LIMITED_HEADER } from "@/leads/contact-state";
import { leadLimiter } from "@/leads/lead-limiter";
import { leadCopyFor } from "@/leads/notices";
import { clientIpFrom } from "@/lib/net/client-address";
import { isHttps } from "@/lib/net/is-https";
import { contentSecurityPolicy, hstsHeader, scriptHash } from "@/lib/security/headers";
import { editionOfferScript } from "@/components/layout/edition-offer-script";
import { logRefusal } from "@/lib/observability/refusal-log";
import {
  badActionCall,
  brokenForm,
  isActionArgumentList,
  REFUSAL_TITLE,
  refusal,
} from "@/lib/security/request-guard";
import { DRAFT_MODE_COOKIE, isGenuineDraftCookie } from "@/lib/security/draft-cookie";
import { isCachedPage, sharedPageCacheControl } from "@/site/cached-pages";
import { filteredListPage } from "@/site/filtered-lists";
import { signedLinkRefusal } from "@/start-up/signed-link-pages";
import { decodable, isMissingPage } from "@/lib/routing/page-index";
import { currentDocument, pageMaxAgeMs } from "@/lib/cache/page-store.mjs";
import { keptPageAnswer } from "@/lib/cache/kept-page-answer";

// Read once: parsing the environment on every request was a sixth of the proxy's time.
const dev = serverEnv().NODE_ENV === "development";

const plainPageLinks: Localized<{ call: string; form: string }> = {
  en: { call: "Call", form: "Back to the form" },
  es: { call: "Llame al", form: "Volver al formulario" },
};

/** A small page the proxy answers with itself: a refusal in plain words, and the phone number. */
function plainPage(
  status: number,
  { title, text, link }: { title: string; text: string; link?: { href: string; text: string } },
  headers: Record<string, string>,
  locale: Locale = "en",
) {
  const { business } = lastKnownFacts(locale);
  const links = plainPageLinks[locale];
  const html = `<!doctype html><html lang="${htmlLang[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title} | ${business.name}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1e293b"><h1>${title}</h1><p>${text}</p>${link ? `<p><a href="${link.href.replace(/&/g, "&amp;")}">${link.text}</a></p>` : ""}<p><a href="${telHref(business.phone.e164)}">${links.call} ${business.phone.display}</a> · <a href="${localePath(locale, "/contact")}">${links.form}</a></p></body></html>`;
  return new NextResponse(html, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      ...headers,
    },
  });
}

/** A no-JavaScript post over the limit: HTTP 429, a friendly word and a phone. */
function tooManyRequests(retryAfter: number, locale: Locale) {
  const notice = leadCopyFor(lastKnownFacts(locale)).notices.rateLimited;
  return plainPage(429, notice, { "Retry-After": String(retryAfter) }, locale);
}

/**
 * The page's CSP. A page served from the page cache carries its own, which allows exactly its
 * inline scripts by hash (lib/cache/page-cache-handler.mjs), so it gets none here. Any other
 * page gets a fresh nonce, which Next.js reads from the request's CSP header and stamps on every
 * script of a page it renders for this request, and the edition offer's script by its hash (it is
 * the same on every page, and the layout that writes it cannot read the nonce and still be kept).
 */
const editionOfferHash = scriptHash(editionOfferScript);

function pagePolicy(request: NextRequest, missing: boolean): string | undefined {
  if (!dev && !missing && isCachedPageRequest(request)) return undefined;
  const nonce = btoa(crypto.randomUUID());
  return contentSecurityPolicy({
    scriptSources: ["'self'", `'nonce-${nonce}'`, editionOfferHash],
    https: isHttps(request),
    dev,
  });
}

function withSecurity(request: NextRequest, response: NextResponse, policy?: string) {
  if (policy) response.headers.set("Content-Security-Policy", policy);
  if (isHttps(request)) response.headers.set(hstsHeader.key, hstsHeader.value);
  return response;
}

/**
 * The request's refusal, if any. A page's post is read (a copy of it, at most 1 MB: the guard
 * refused longer ones) to be judged as the framework would read it: a text action call must be a
 * list of arguments, a form must parse as one.
 */
async function refusalOf(request: NextRequest) {
  const refused = refusal({
    method: request.method,
    pathname: request.nextUrl.pathname,
    headers: request.headers,
  });
  if (refused) return refused;
  if (request.method !== "POST" || request.nextUrl.pathname.startsWith("/api/")) return null;
  const type = request.headers.get("content-type") ?? "";
  if (type.startsWith("multipart/form-data"))
    return (await request
      .clone()
      .formData()
      .then(
        () => true,
        () => false,
      ))
      ? null
      : brokenForm;
  if (!request.headers.has("next-action") || !type.startsWith("text/plain")) return null;
  return isActionArgumentList(await request.clone().text()) ? null : badActionCall;
}

/**
 * Before anything answers: refuse malformed requests with their 4xx (request-guard.ts). Before a
 * page renders: rate-limit submissions of the estimate form per client, give the page its
 * Content-Security-Policy, and say who may keep it. It sets no cookie: every visitor gets the
 * same kept page.
 */
export async function proxy(request: NextRequest) {
  const refused = await refusalOf(request);
  if (refused) {
    logRefusal(refused.status, request.method, request.nextUrl.pathname, refused.message);
    return plainPage(
      refused.status,
      { title: REFUSAL_TITLE, text: refused.message },
      refused.allow ? { Allow: refused.allow } : {},
    );
  }
  if (isAsset(request.nextUrl.pathname)) return NextResponse.next();

  const headers = new Headers(request.headers);
  headers.delete(RATE_LIMITED_HEADER);
  const locale = localeOfPath(request.nextUrl.pathname);
  headers.set(LOCALE_HEADER, locale);
  // In a preview an unpublished page may exist, but an address that cannot be decoded never does.
  const missing = isPageRequest(request)
    ? await isMissingPage(request.nextUrl.pathname)
    : isPageView(request) && !decodable(request.nextUrl.pathname);
  const policy = pagePolicy(request, missing);
  const badLink = isPageView(request) ? await signedLinkRefusal(request.nextUrl, locale) : null;
  if (badLink) {
    logRefusal(badLink.status, request.method, request.nextUrl.pathname, badLink.heading);
    const page = plainPage(
      badLink.status,
      { title: badLink.heading, text: badLink.text, link: badLink.link },
      {},
      locale,
    );
    return withSecurity(request, page, policy);
  }
  if (policy) headers.set("Content-Security-Policy", policy);

  if (request.method === "POST" && withoutLocale(request.nextUrl.pathname) === "/contact") {
    const verdict = await leadLimiter().hit(clientIpFrom(request.headers));
    if (!verdict.allowed) {
      // With JavaScript the form calls the action, which turns this flag into a friendly message.
      if (!request.headers.has("next-action"))
        return withSecurity(request, tooManyRequests(verdict.retryAfterSeconds, locale), policy);
      headers.set(RATE_LIMITED_HEADER, "1");
    }
  }

  if (missing) {
    // Under the edition's own prefix, so the 404 is that edition's page (its words, its lang).
    const notFound = NextResponse.rewrite(new URL(localePath(locale, MISSING_PAGE), request.url), {
      request: { headers },
    });
    return withSecurity(request, notFound, policy);
  }

  // A list has no page of its own at its address: every view of it is answered by one route.
  const listPage =
    (request.method === "GET" || request.method === "HEAD") && filteredListPage(request.nextUrl);
  const kept = keptDocument(request, listPage || request.nextUrl.pathname);
  if (kept && isUnchangedCopy(request, kept.etag))
    return withSecurity(
      request,
      new NextResponse(null, { status: 304, headers: { ETag: kept.etag } }),
    );
  // A kept page is sent as kept, without the framework's render of it.
  if (kept) return withSecurity(request, keptPageAnswer(kept, request, sharedPageCacheControl));
  const response = listPage
    ? NextResponse.rewrite(new URL(listPage, request.url), { request: { headers } })
    : NextResponse.next({ request: { headers } });
  // The same page for every visitor, with no cookie: a shared cache keeps it for all of them
  // (the first visit is recorded by the page's own call, api/first-visit). Never a preview.
  if (isCachedPageRequest(request)) response.headers.set("Cache-Control", sharedPageCacheControl);
  else if (isPageView(request) && isDraftView(request))
    response.headers.set("Cache-Control", "private, no-store");
  return withSecurity(request, response, policy);
}

/** A view in the admin's preview (draft mode), by the cookie the preview route set. */
const isDraftView = (request: NextRequest) =>
  isGenuineDraftCookie(request.cookies.get(DRAFT_MODE_COOKIE)?.value, dev);

/**
 * A page view that may be answered from the admin's index. Not in the admin's preview: there the
 * page itself shows a signed-in person an unpublished article.
 */
const isPageRequest = (request: NextRequest) => isPageView(request) && !isDraftView(request);

/** A request for a page rather than a form's or an action's post. */
const isPageView = (request: NextRequest) => request.method === "GET" || request.method === "HEAD";

/** A view of a page the page cache answers (not a draft mode preview, which renders per view). */
const isCachedPageRequest = (request: NextRequest) =>
  isPageRequest(request) && isCachedPage(request.nextUrl.pathname);

/**
 * The kept document of this page when the request is a view of it the page store can answer:
 * a page view (not the navigation data a client fetches, `rsc`, kept beside it) of a kept page
 * that is current.
 */
function keptDocument(request: NextRequest, page: string) {
  if (!isCachedPageRequest(request) || request.headers.has("rsc")) return undefined;
  if (request.nextUrl.searchParams.has("_rsc")) return undefined;
  return currentDocument(page, pageMaxAgeMs());
}

/**
 * Whether the visitor's copy (If-None-Match) is the kept page: then a 304 answers, and nothing
 * is sent again. A cache on the way that compresses the page may weaken the tag (`W/`); it still
 * names the same page.
 */
function isUnchangedCopy(request: NextRequest, etag: string): boolean {
  const copies = request.headers.get("if-none-match");
  if (!copies || request.method !== "GET") return false;
  return copies.split(",").some((copy) => copy.trim().replace(/^W\//, "") === etag);
}

/** No route matches it, so Next.js answers with the prerendered 404 page and status 404. */
const MISSING_PAGE = "/_missing-page";

/** Files and endpoints: checked for method and size only; their headers come from next.config. */
const isAsset = (pathname: string) =>
  /^\/(api|og|images)\/|^\/(favicon\.ico|icon\.svg|manifest\.webmanifest|robots\.txt|sitemap\.xml|rss\.xml)$/.test(
    pathname,
  );

export const config = {
  // Everything but the hashed build assets, which only the framework serves.
  matcher: ["/((?!_next/static/|_next/image).*)"],
};
