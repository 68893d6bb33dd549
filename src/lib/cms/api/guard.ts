import "server-only";

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
    let response = await handler(request, context);
    for (const check of after) response = await check(request, response);
    return response;
  };
}
