import "server-only";
import { defaultLocale } from "@/lib/i18n/locale";

/** What Next.js hands a catch-all route handler. */
type RouteContext = { params: Promise<{ slug: string[] }> };
export type ApiHandler = (request: Request, context: RouteContext) => Promise<Response>;

/** Answers a request itself (a refusal) or lets it through with null. */
export type BeforeCheck = (request: Request) => Promise<Response | null> | Response | null;
/** Sees the engine's answer and may replace it or its headers. */
export type AfterCheck = (request: Request, response: Response) => Promise<Response> | Response;

/**
 * The admin's REST API with the site's own rules around the engine's: refusals it would
 * otherwise answer with a 500 or not at all, and headers its answers lack. Each check is its own
 * module; the order of the lists is the order they run in.
 */
export function guardedApi(
  handler: ApiHandler,
  before: readonly BeforeCheck[],
  after: readonly AfterCheck[],
): ApiHandler {
  return async (request, context) => {
    for (const check of before) {
      const refused = await check(request);
      if (refused) return refused;
    }
    let response = await handler(withDefaultLocale(request), context);
    for (const check of after) response = await check(request, response);
    return response;
  };
}

/**
 * A request that names no side of the content (no `?locale=`) reads and writes the English side.
 * Without a fallback the engine would take no side at all: a read would leave out every
 * localized text, and a write would silently drop the texts it was sent.
 */
export function withDefaultLocale(request: Request): Request {
  const url = new URL(request.url);
  if (url.searchParams.has("locale")) return request;
  url.searchParams.set("locale", defaultLocale);
  return new Request(url, request);
}
