import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { calendarFeeds } from "@/bookings/tables";
import { sql } from "@payloadcms/db-sqlite";
import type { PayloadRequest } from "payload";
import { requestSql } from "@/lib/cms/request-sql";

/** Only this is stored: a copy of the database opens no one's calendar. */
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** When the account made its calendar address, if it has one (the address itself is not kept). */
export async function calendarFeedMadeAt(userId: number): Promise<string | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row?.createdAt;
}

/**
 * A new token for the account, returned this once: the old address (if any) stops working at
 * once.
 */
export async function makeCalendarFeedToken(userId: number): Promise<string> {
  const db = await getDb();
  const token = randomBytes(24).toString("base64url");
  const tokenHash = hashOf(token);
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash, createdAt: new Date().toISOString() },
    });
  return token;
}

export async function stopCalendarFeed(userId: number): Promise<void> {
  const db = await getDb();
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** Whether `token` is the account's current calendar token. */
export async function isCurrentCalendarFeed(userId: number, token: string): Promise<boolean> {
  return (await accountOfCalendarFeed(token)) === userId;
}

/** The account a token reads for, if it is current. */
export async function accountOfCalendarFeed(token: string): Promise<number | undefined> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return undefined;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashOf(token)));
  return row?.userId;
}

/**
 * Ends a departing account's calendar address (it reads every homeowner's name, phone and
 * address), in the account's delete transaction: the account and its address go together.
 */
export async function forgetCalendarFeedOf(req: PayloadRequest, userId: number): Promise<void> {
  const db = await requestSql(req);
  await db.run(sql`DELETE FROM calendar_feeds WHERE user_id = ${userId}`);
}
