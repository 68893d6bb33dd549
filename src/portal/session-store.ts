import "server-only";
import { and, desc, eq, gt, lte } from "drizzle-orm";
import { getDb, type DbTransaction } from "@/lib/db/client";
import { freshSecret, storedDigest } from "@/lib/security/keyed-digest";
import { portalSessions, type PortalSessionRow } from "./tables";

/** How long a device stays signed in after its link was used. */
export const SESSION_DAYS = 30;
/** A session's last use is written at most this often: a page view need not write each time. */
const SEEN_EVERY_MS = 5 * 60_000;

/** Signs a device in, in the caller's transaction; the secret goes into its cookie only. */
export async function startSession(
  tx: DbTransaction,
  address: string,
  userAgent: string | null,
  now: Date,
): Promise<{ secret: string; expiresAt: Date }> {
  const { secret, stored } = freshSecret();
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await tx.delete(portalSessions).where(lte(portalSessions.expiresAt, now.toISOString()));
  await tx.insert(portalSessions).values({
    tokenHash: stored,
    address,
    userAgent: userAgent?.slice(0, 300) ?? null,
    lastSeenAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
    createdAt: now.toISOString(),
  });
  return { secret, expiresAt };
}

/** The signed-in device a cookie names, while it is signed in; its last use is noted. */
export async function sessionOf(
  secret: string | undefined,
  now = new Date(),
): Promise<PortalSessionRow | null> {
  if (!secret || secret.length > 100) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(portalSessions)
    .where(
      and(
        eq(portalSessions.tokenHash, storedDigest(secret)),
        gt(portalSessions.expiresAt, now.toISOString()),
      ),
    );
  if (!row) return null;
  if (now.getTime() - Date.parse(row.lastSeenAt) > SEEN_EVERY_MS)
    await db
      .update(portalSessions)
      .set({ lastSeenAt: now.toISOString() })
      .where(eq(portalSessions.id, row.id));
  return row;
}

/** Every device an address is signed in on, last used first. */
export async function sessionsOf(address: string, now = new Date()): Promise<PortalSessionRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(portalSessions)
    .where(
      and(eq(portalSessions.address, address), gt(portalSessions.expiresAt, now.toISOString())),
    )
    .orderBy(desc(portalSessions.lastSeenAt), desc(portalSessions.id));
}

/** Signs out one device of an address (another address's device is not touched). */
export async function endSession(address: string, id: number): Promise<void> {
  const db = await getDb();
  await db
    .delete(portalSessions)
    .where(and(eq(portalSessions.address, address), eq(portalSessions.id, id)));
}

/** Signs an address out of every device. */
export async function endEverySession(address: string): Promise<number> {
  const db = await getDb();
  const ended = await db
    .delete(portalSessions)
    .where(eq(portalSessions.address, address))
    .returning({ id: portalSessions.id });
  return ended.length;
}
