import "server-only";
import type { Payload } from "payload";
import { parse } from "qs-esm";
import { cms } from "../ready";
import type { BeforeCheck } from "./guard";
import { prototypeKeyIn, queryProblem, type QueryField, type QueryScope } from "./query-rules";
import { apiRefusal } from "./refusal";

/** How the engine reads a query string (payload's createPayloadRequest): read it the same way. */
const ENGINE_QUERY_OPTIONS = { allowEmptyArrays: true, arrayLimit: 1000, depth: 10 };

type Collections = Record<
  string,
  { config: { flattenedFields: readonly QueryField[] } } | undefined
>;

/**
 * The fields an address's query is about: its collection's or global's. None for a collection's
 * versions (their documents have fields of their own) or an address that names neither.
 */
function scopeOf(payload: Payload, pathname: string): QueryScope | undefined {
  const [first, second] = pathname.slice(payload.config.routes.api.length + 1).split("/");
  const collections = payload.collections as Collections;
  const fieldsOf = (slug: string) =>
    Object.hasOwn(collections, slug) ? collections[slug]?.config.flattenedFields : undefined;
  const idType = payload.db.defaultIDType;
  if (first === "globals") {
    const global = payload.globals.config.find(({ slug }) => slug === second);
    return global && { fields: global.flattenedFields, fieldsOf, idType };
  }
  const fields = first === undefined || second === "versions" ? undefined : fieldsOf(first);
  return fields && { fields, fieldsOf, idType };
}

/**
 * The query strings a request carries: its address's, and the body of a POST the admin sends in
 * place of a long GET (`X-HTTP-Method-Override: GET`), which the engine reads as the query.
 */
async function searchesOf(request: Request): Promise<string[]> {
  const searches = [new URL(request.url).search];
  const override =
    request.headers.get("x-payload-http-method-override") ??
    request.headers.get("x-http-method-override");
  const form = request.headers.get("content-type") === "application/x-www-form-urlencoded";
  if (request.method === "POST" && override === "GET" && form)
    searches.push(await request.clone().text());
  return searches;
}

/** Refuses a query the engine would fail on (a 500) or misread, with a 400 and the reason. */
export const refuseMalformedQuery: BeforeCheck = async (request) => {
  const searches = (await searchesOf(request)).filter((search) => search.length > 1);
  if (searches.length === 0) return null;
  const payload = await cms();
  const limits = {
    scope: scopeOf(payload, new URL(request.url).pathname),
    maxDepth: payload.config.maxDepth,
  };
  for (const search of searches) {
    const query = parse(search, { ...ENGINE_QUERY_OPTIONS, ignoreQueryPrefix: true });
    const problem = prototypeKeyIn(search) ?? queryProblem(query, limits);
    if (problem) return apiRefusal(400, problem);
  }
  return null;
};
