import "server-only";
import { defaultLocale } from "@/lib/i18n/locale";
import { logRefusal } from "@/lib/observability/refusal-log";

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
      if (refused) {
        logRefusal(
          refused.status,
          request.method,
          new URL(request.url).pathname,
          await reasonOf(refused),
        );
        return refused;
      }
    }
    let response = await handler(readsInEnglishUnlessNamed(request), context);
    for (const check of after) response = await check(request, response);
    return response;
  };
}

/**
 * A read that names no side of the content (no `?locale=`) reads the English side. Writes get
 * the same from a hook on every collection and global (lib/cms/default-locale.ts), but a
 * global's read takes its locale before any hook runs, so reads get it here; a read has no
 * body, so the request is rebuilt whole.
 */
export function readsInEnglishUnlessNamed(request: Request): Request {
  if (request.method !== "GET" && request.method !== "HEAD") return request;
  const url = new URL(request.url);
  if (url.searchParams.has("locale")) return request;
  url.searchParams.set("locale", defaultLocale);
  return new Request(url, request);
}

/** The message of a refusal in the engine's error shape (refusal.ts), for the log. */
async function reasonOf(refused: Response): Promise<string> {
  const body = (await refused
    .clone()
    .json()
    .catch(() => null)) as { errors?: { message?: unknown }[] } | null;
  const message = body?.errors?.[0]?.message;
  return typeof message === "string" ? message : refused.statusText || "refused";
}
