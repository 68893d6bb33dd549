import "server-only";
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { getOrCreateSetting } from "@/lib/db/settings";
import { serverEnv } from "@/lib/env";

/**
 * The key of digests a copy of the database must not let anyone remake: the server's secret from
 * its environment, which is never stored with the data. Only a machine without one (where the
 * admin is locked anyway) falls back to a key kept in the database.
 */
async function digestKey(): Promise<string> {
  const env = serverEnv();
  const secret = (env.PAYLOAD_SECRET ?? env.SESSION_SECRET ?? "").trim();
  if (secret) return secret;
  return getOrCreateSetting("digest_key", () => randomBytes(32).toString("hex"));
}

/** A keyed digest of `value` for one purpose: what a link made from stored parts carries. */
export async function keyedDigest(purpose: string, value: string): Promise<string> {
  return createHmac("sha256", await digestKey())
    .update(`${purpose}:${value}`)
    .digest("base64url");
}

/** Whether `given` is the keyed digest of `value` for `purpose`, compared in constant time. */
export async function isKeyedDigest(purpose: string, value: string, given: string) {
  const expected = Buffer.from(await keyedDigest(purpose, value));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A random secret to hand out once (a session's cookie), and the digest it is stored as. */
export function freshSecret(): { secret: string; stored: string } {
  const secret = randomBytes(32).toString("base64url");
  return { secret, stored: storedDigest(secret) };
}

/** How a handed-out secret is stored and looked up: its SHA-256, never the secret itself. */
export const storedDigest = (secret: string) =>
  createHash("sha256").update(secret).digest("base64url");

/** A random value stored beside a row, so its keyed digest is unlike any other row's. */
export const freshSalt = () => randomBytes(16).toString("base64url");
