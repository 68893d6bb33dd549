import "server-only";
import type { AfterCheck } from "./guard";
import { apiRefusal } from "./refusal";

/**
 * A read of these collections that the engine refuses (401, 403: nobody signed in, or an account
 * that no longer exists) is answered as if nothing were there, 404, so a stranger or an
 * ex-staff member guessing ids learns neither that a record exists nor that it is guarded.
 * Writes keep their refusal: a staff member needs to know what they may not do.
 */
export function refusalsAsMissing(slugs: readonly string[]): AfterCheck {
  const guarded = new RegExp(`^/api/(${slugs.map(escape).join("|")})(/|$)`);
  return (request, response) => {
    const read = request.method === "GET" || request.method === "HEAD";
    if (!read || (response.status !== 401 && response.status !== 403)) return response;
    if (!guarded.test(new URL(request.url).pathname)) return response;
    return apiRefusal(404, "Not Found");
  };
}

const escape = (slug: string) => slug.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
