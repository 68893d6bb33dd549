import "server-only";
import { cms } from "../ready";
import type { BeforeCheck } from "./guard";
import { apiRefusal } from "./refusal";
import { idProblem, type EndpointPattern } from "./document-address-rules";

type Collections = Record<
  string,
  { config: { endpoints: false | readonly EndpointPattern[] } } | undefined
>;

/**
 * An address the engine would fail on with a 500 and a stack in the log: a document id that
 * cannot be one, such as `/api/posts/abc` where ids are numbers (404: there is no such document).
 * One whose %-escapes do not decode never gets here (lib/security/request-guard.ts).
 */
export const refuseMalformedAddress: BeforeCheck = async (request) => {
  const { pathname } = new URL(request.url);
  const payload = await cms();
  const [slug = "", ...rest] = pathname.slice(payload.config.routes.api.length + 1).split("/");
  const collections = payload.collections as Collections;
  const endpoints = Object.hasOwn(collections, slug) ? collections[slug]?.config.endpoints : false;
  if (!endpoints || payload.db.defaultIDType !== "number") return null;
  const problem = idProblem(endpoints, request.method, `/${rest.join("/")}`);
  return problem ? apiRefusal(404, problem) : null;
};
