import "server-only";
import { describeDbError } from "@/lib/db/errors";
import { ensureFirstOwner } from "./first-owner";
import { cms } from "./ready";
import { seedContent } from "./seed";
import { adminSettings } from "./settings";

/**
 * At server start: apply the admin's migrations, create its first owner and seed content a
 * fresh install lacks, then say in the log whether anyone can sign in. Retried while the database cannot be reached, like the lead
 * store; the public site serves meanwhile.
 */
export async function startAdmin() {
  try {
    const payload = await cms();
    await ensureFirstOwner();
    await seedContent(payload);
    const settings = adminSettings();
    if (settings.state === "locked") console.error(settings.problem);
    else console.info(settings.ownerProblem ?? "Admin ready at /cms.");
  } catch (error) {
    console.error(`Admin unavailable, trying again in 30 s: ${describeDbError(error)}`);
    setTimeout(() => void startAdmin(), 30_000).unref();
  }
}
