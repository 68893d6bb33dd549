import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { serverEnv } from "@/lib/env";
import { getOrCreateSetting } from "@/lib/db/settings";

/** A form left open longer than this must be reloaded: a token cannot be hoarded and replayed. */
export const TOKEN_MAX_AGE_MS = 12 * 60 * 60_000;

let storedKey: string | undefined;
let fallbackKey: string | undefined;

/**
 * The signing key lives in the database, so it survives restarts and is shared by every
 * instance. While the database is unreachable the page still renders with a key of this process
 * (its tokens verify here until the database key can be read).
 */
async function signingKeys(): Promise<string[]> {
  try {
    storedKey ??= await getOrCreateSetting("form_token_key", () => randomBytes(32).toString("hex"));
  } catch {
    fallbackKey ??= randomBytes(32).toString("hex");
  }
  return [storedKey, fallbackKey].filter((key): key is string => Boolean(key));
}

const mac = (key: string, payload: string) =>
  createHmac("sha256", key).update(`lead-form:${payload}`).digest("base64url");

/**
 * Stamped into the form when the server renders it, so the checks work without JavaScript: the
 * time it was issued (for the minimum fill time and the expiry) and a random id (spent with the
 * lead it carries, so the token is good for one lead).
 */
export async function issueFormToken(now = Date.now()): Promise<string> {
  const payload = `${now}.${randomBytes(16).toString("base64url")}`;
  const [key] = await signingKeys();
  return `${payload}.${mac(key!, payload)}`;
}

export type TokenVerdict = "ok" | "too_fast" | "expired" | "bad_token";
export type TokenCheck = { verdict: TokenVerdict; tokenId?: string };

const TOKEN_PATTERN = /^(\d{10,16})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/** Whether the token is one this site issued, and whether it is too young or too old to use. */
export async function checkFormToken(token: unknown, now = Date.now()): Promise<TokenCheck> {
  if (typeof token !== "string") return { verdict: "bad_token" };
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return { verdict: "bad_token" };
  const [, issuedAt, tokenId, signature] = match as unknown as [string, string, string, string];
  const given = Buffer.from(signature);
  const genuine = (await signingKeys()).some((key) => {
    const expected = Buffer.from(mac(key, `${issuedAt}.${tokenId}`));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  if (!genuine) return { verdict: "bad_token" };
  const age = now - Number(issuedAt);
  if (age > TOKEN_MAX_AGE_MS) return { verdict: "expired", tokenId };
  // A human needs a few seconds to fill the form; bots post at once (decisions.md §5.3).
  if (age < serverEnv().LEAD_MIN_FILL_MS) return { verdict: "too_fast", tokenId };
  return { verdict: "ok", tokenId };
}

/**
 * The token to give back with a form the visitor must correct: the one they were given first, if
 * it is still good, so the fill time counts from their first view and a quick fix is not spam.
 */
export async function reusableToken(token: unknown): Promise<string | undefined> {
  const { verdict } = await checkFormToken(token);
  return verdict === "ok" || verdict === "too_fast" ? (token as string) : undefined;
}
