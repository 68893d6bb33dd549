import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { getOrCreateSetting } from "@/lib/db/queries";

/** A human needs a few seconds to fill the form; bots post at once (decisions.md §5.3). */
export const MIN_FILL_MS = Number(process.env.LEAD_MIN_FILL_MS ?? 3000);

let cachedKey: string | undefined;

/** The signing key lives in the database, so it survives restarts and is shared by every instance. */
async function signingKey(): Promise<string> {
  cachedKey ??= await getOrCreateSetting("form_token_key", () => randomBytes(32).toString("hex"));
  return cachedKey;
}

const mac = (key: string, issuedAt: string) =>
  createHmac("sha256", key).update(`lead-form:${issuedAt}`).digest("base64url");

/** Stamped into the form when the server renders it, so the check works without JavaScript. */
export async function issueFormToken(now = Date.now()): Promise<string> {
  const issuedAt = String(now);
  return `${issuedAt}.${mac(await signingKey(), issuedAt)}`;
}

export type TokenVerdict = "ok" | "too_fast" | "bad_token";

export async function checkFormToken(token: unknown, now = Date.now()): Promise<TokenVerdict> {
  if (typeof token !== "string") return "bad_token";
  const [issuedAt, signature] = token.split(".");
  if (!issuedAt || !signature || !/^\d{10,16}$/.test(issuedAt)) return "bad_token";
  const expected = Buffer.from(mac(await signingKey(), issuedAt));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "bad_token";
  const age = now - Number(issuedAt);
  if (age < MIN_FILL_MS) return "too_fast";
  return "ok";
}
