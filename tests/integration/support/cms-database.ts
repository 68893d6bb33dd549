import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Points this test file's server modules at a new database in a temporary folder, with an admin
 * secret and, if asked, the first owner's variables. Call it before importing them.
 */
export function pointAtFreshCmsDatabase(name: string, { withOwner = false } = {}) {
  const folder = mkdtempSync(path.join(tmpdir(), `${name}-`));
  process.env.DATABASE_URL = `file:${path.join(folder, "site.db")}`;
  process.env.PAYLOAD_SECRET = "integration-secret-0123456789abcdef0123";
  if (withOwner) {
    process.env.ADMIN_EMAIL = "owner@example.com";
    process.env.ADMIN_PASSWORD = "a long owner password";
  }
}

/** What the admin answers a request its access rules refuse. */
export const NOT_ALLOWED = "You are not allowed to perform this action.";
/** What it answers a sign-in with a wrong password (the same for an unknown address). */
export const WRONG_PASSWORD = "The email or password provided is incorrect.";

/** How long a fresh database's seed may take: it draws the illustrations as photos. */
export const SEED_TIMEOUT_MS = 60_000;

/** The messages the admin shows beside the fields a save was refused for; throws if it was saved. */
export async function refusalOf(save: Promise<unknown>): Promise<string> {
  try {
    await save;
  } catch (error) {
    const details = (error as { data?: { errors?: { message: string }[] } }).data;
    return details?.errors?.map((e) => e.message).join(" | ") ?? String(error);
  }
  throw new Error("the save was accepted");
}

/** The admin engine on the fresh database, with the first owner made (`withOwner`) and read back. */
export async function cmsWithOwner() {
  const { cms } = await import("@/lib/cms/ready");
  const { ensureFirstOwner } = await import("@/accounts/first-owner");
  const payload = await cms();
  await ensureFirstOwner();
  const owner = (await payload.find({ collection: "users", limit: 1 })).docs[0]!;
  return { payload, owner };
}
