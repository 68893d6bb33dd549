import "server-only";
import { and, eq, like, lt } from "drizzle-orm";
import { getDb } from "./client";
import { settings } from "./schema";

/*
 * Revoked owner sessions live in the settings table, one row per session id, valued with the
 * session's own expiry (UTC ISO). The prefix has no LIKE wildcard (`_`, `%`), so the prune
 * below matches exactly these rows.
 */
const REVOKED_PREFIX = "revoked-admin-session:";

/** Idempotent: revoking the same session twice keeps one row. */
export async function insertSessionRevocation(sessionId: string, expiresAt: string) {
  const db = await getDb();
  await db
    .insert(settings)
    .values({ key: `${REVOKED_PREFIX}${sessionId}`, value: expiresAt })
    .onConflictDoNothing();
}

export async function hasSessionRevocation(sessionId: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ key: settings.key })
    .from(settings)
    .where(eq(settings.key, `${REVOKED_PREFIX}${sessionId}`));
  return row !== undefined;
}

/** A revocation outlives its session for nothing: an expired token is refused anyway. */
export async function deleteSessionRevocationsExpiredBy(now: string) {
  const db = await getDb();
  await db
    .delete(settings)
    .where(and(like(settings.key, `${REVOKED_PREFIX}%`), lt(settings.value, now)));
}
