import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";

export const SESSION_COOKIE = "admin_session";
export const SESSION_TTL_MS = 8 * 60 * 60_000;

/** 128 random bits, base64url: unguessable, and a bounded, URL-safe key in the revocation list. */
const newSessionId = () => randomBytes(16).toString("base64url");

// v1 tokens carried no id, so they could not be revoked: they are refused (the owner signs in again).
const payloadSchema = z.object({
  v: z.literal(2),
  sid: z.string().regex(/^[\w-]{22}$/),
  iat: z.number().int(),
  exp: z.number().int(),
});
type SessionPayload = z.infer<typeof payloadSchema>;

const mac = (key: string, body: string) =>
  createHmac("sha256", key).update(`admin-session.${body}`).digest("base64url");

/**
 * `base64url(payload).base64url(HMAC-SHA256)`. The signature proves the server issued the
 * token; its id lets "Log out" revoke it on the server (see logOutOwner in ./guard.ts).
 */
export function signSession(key: string, now = Date.now(), ttlMs = SESSION_TTL_MS): string {
  const payload: SessionPayload = { v: 2, sid: newSessionId(), iat: now, exp: now + ttlMs };
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${mac(key, body)}`;
}

/** The payload of an authentic, unexpired token; undefined for anything else. Revocation aside. */
export function verifySession(
  key: string,
  token: string | undefined,
  now = Date.now(),
): SessionPayload | undefined {
  if (!token) return undefined;
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(mac(key, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  const payload = payloadSchema.safeParse(decoded);
  if (!payload.success || payload.data.exp <= now) return undefined;
  return payload.data;
}
