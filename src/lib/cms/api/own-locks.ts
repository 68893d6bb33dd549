import "server-only";
import { cms } from "../ready";
import type { BeforeCheck } from "./guard";
import { apiRefusal } from "./refusal";

const LOCKS = "/api/payload-locked-documents";

type LockBody = { user?: { value?: unknown } | number | string | null };

/** The account a lock's body names (the admin sends `{ relationTo, value }`), or undefined. */
function namedUser(body: LockBody): string | undefined {
  const { user } = body;
  if (user === undefined || user === null) return undefined;
  return String(typeof user === "object" ? user.value : user);
}

/**
 * An edit lock tells others who is editing a document ("Sam is editing this"). The admin writes
 * it with the signed-in person; a lock sent by hand naming someone else (a staff member naming
 * the owner) is refused.
 */
export const refuseLocksForOthers: BeforeCheck = async (request) => {
  if (!["POST", "PATCH", "PUT"].includes(request.method)) return null;
  if (!new URL(request.url).pathname.startsWith(LOCKS)) return null;
  let body: LockBody;
  try {
    body = (await request.clone().json()) as LockBody;
  } catch {
    return null;
  }
  const named = namedUser(body);
  if (named === undefined) return null;
  const payload = await cms();
  const { user } = await payload.auth({ headers: request.headers });
  if (user && String(user.id) === named) return null;
  return apiRefusal(403, "An edit lock names the person editing: it can only name you.");
};
