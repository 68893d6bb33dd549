import "server-only";
import { FIRST_OWNER_CONTEXT } from "./collection";
import { cms } from "@/lib/cms/ready";
import { adminSettings } from "@/accounts/settings";
import { processSlot } from "@/lib/runtime/process-slot";

const creating = processSlot<Promise<void>>("first owner");
/** Once someone can sign in it stays so: the last owner cannot be deleted. */
const someoneCanSignIn = processSlot<true>("admin has a user");

async function createFirstOwner() {
  const settings = adminSettings();
  if (settings.state !== "open" || !settings.firstOwner) return;
  const payload = await cms();
  const { totalDocs } = await payload.count({ collection: "users" });
  if (totalDocs > 0) return;
  await payload.create({
    collection: "users",
    data: {
      email: settings.firstOwner.email,
      password: settings.firstOwner.password,
      role: "owner",
    },
    context: { [FIRST_OWNER_CONTEXT]: true },
  });
  payload.logger.info(`Created the owner's admin account for ${settings.firstOwner.email}.`);
}

/**
 * Creates the first owner from ADMIN_EMAIL and ADMIN_PASSWORD when the admin has no user; once
 * anyone exists, those variables change nothing (the owner changes the password in the admin).
 */
export function ensureFirstOwner(): Promise<void> {
  const running = creating.getOrMake(createFirstOwner);
  running.catch(() => {
    if (creating.get() === running) creating.set(undefined);
  });
  return running;
}

/** What keeps anyone from signing in to the admin, in words for the person who runs the server. */
export async function adminSetupProblem(): Promise<string | null> {
  const settings = adminSettings();
  if (settings.state === "locked") return settings.problem;
  if (someoneCanSignIn.get()) return null;
  await ensureFirstOwner();
  const { totalDocs } = await (await cms()).count({ collection: "users" });
  if (totalDocs === 0) return settings.ownerProblem;
  someoneCanSignIn.set(true);
  return null;
}
