import "server-only";
import { describeDbError } from "@/lib/db/errors";
import { ensureFirstOwner } from "./first-owner";
import { cms } from "./ready";
import { adminSettings } from "./settings";

/**
 * At server start: apply the admin's migrations and create its first owner, then say in the
 * log whether anyone can sign in. Retried while the database cannot be reached, like the lead
 * store; the public site serves meanwhile.
 */
export async function startAdmin() {
  try {
    await cms();
    await ensureFirstOwner();
    const settings = adminSettings();
    if (settings.state === "locked") console.error(settings.problem);
    else console.info(settings.ownerProblem ?? "Admin ready at /cms.");
  } catch (error) {
    console.error(`Admin unavailable, trying again in 30 s: ${describeDbError(error)}`);
    setTimeout(() => void startAdmin(), 30_000).unref();
  }
}
