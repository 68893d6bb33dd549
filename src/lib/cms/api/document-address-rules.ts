/** What the engine routes a collection's requests by (its sanitized `endpoints`). */
export type EndpointPattern = { method: string; path: string };

/** The parameters of `path` ("/:id/duplicate") in `route` ("/12/duplicate"), if it matches. */
function paramsOf(path: string, route: string): Record<string, string> | undefined {
  const want = path.split("/").filter(Boolean);
  const got = route.split("/").filter(Boolean);
  const params: Record<string, string> = {};
  for (let i = 0; i < Math.max(want.length, got.length); i++) {
    const part = want[i];
    const value = got[i];
    if (part === undefined) return undefined;
    const optional = part.endsWith("?");
    if (value === undefined) {
      if (optional) continue;
      return undefined;
    }
    if (part.startsWith(":")) params[part.slice(1).replace(/\?$/, "")] = decodeURIComponent(value);
    else if (part !== value) return undefined;
  }
  return params;
}

/** A document's id where ids are numbers: what the engine's table can hold. */
const DOCUMENT_ID = /^[1-9]\d{0,15}$/;

/**
 * Why the request names no document, if it does not: the first endpoint the engine would pick for
 * it (same order, same method) takes a document id, and the address holds no number there.
 * Verification tokens (`/verify/:id`) are not documents.
 */
export function idProblem(
  endpoints: readonly EndpointPattern[],
  method: string,
  route: string,
): string | undefined {
  const wanted = method.toLowerCase() === "head" ? "get" : method.toLowerCase();
  for (const endpoint of endpoints) {
    if (endpoint.method !== wanted) continue;
    const params = paramsOf(endpoint.path, route);
    if (!params) continue;
    const id = params.id;
    if (id === undefined || endpoint.path.startsWith("/verify/")) return undefined;
    return DOCUMENT_ID.test(id) ? undefined : "There is no document with that id.";
  }
  return undefined;
}
