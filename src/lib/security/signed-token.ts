import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { getOrCreateSetting } from "@/lib/db/settings";

/** The key that signs links: in the database, so every server and restart agree. */
const signingKey = () =>
  getOrCreateSetting("link_signing_key", () => randomBytes(32).toString("hex"));

const mac = (key: string, purpose: string, body: string) =>
  createHmac("sha256", key).update(`${purpose}:${body}`).digest("base64url").slice(0, 32);

/**
 * A token that names a subject (e.g. a lead's id) for one purpose until a moment: short enough
 * for a link, no database row to keep, and useless for another purpose or after it expires.
 */
export async function signedToken(purpose: string, subject: string, expiresAt: Date) {
  const body = `${subject}.${Math.floor(expiresAt.getTime() / 1000).toString(36)}`;
  return `${body}.${mac(await signingKey(), purpose, body)}`;
}

export type TokenReading =
  | { valid: true; subject: string; expiresAt: Date }
  | { valid: false; problem: "invalid" | "expired" };

/** What a token says, if it was made here for this purpose; an expired one says so. */
export async function readSignedToken(
  purpose: string,
  token: string | null | undefined,
  now = new Date(),
): Promise<TokenReading> {
  const match = token?.match(/^([\w-]{1,64})\.([0-9a-z]{1,10})\.([\w-]{32})$/);
  if (!match) return { valid: false, problem: "invalid" };
  const [, subject = "", expiry = "", given = ""] = match;
  const expected = Buffer.from(mac(await signingKey(), purpose, `${subject}.${expiry}`));
  if (!timingSafeEqual(expected, Buffer.from(given))) return { valid: false, problem: "invalid" };
  const expiresAt = new Date(parseInt(expiry, 36) * 1000);
  if (expiresAt <= now) return { valid: false, problem: "expired" };
  return { valid: true, subject, expiresAt };
}
