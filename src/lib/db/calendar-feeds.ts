import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "./client";
import { calendarFeeds } from "./schema";

/** The account's calendar token, if it made one and has not stopped it. */
export async function calendarFeedToken(userId: number): Promise<string | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row?.token;
}

/** A new token for the account: the old address (if any) stops working at once. */
export async function makeCalendarFeedToken(userId: number): Promise<string> {
  const db = await getDb();
  const token = randomBytes(24).toString("base64url");
  await db
    .insert(calendarFeeds)
    .values({ userId, token })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { token, createdAt: new Date().toISOString() },
    });
  return token;
}

export async function stopCalendarFeed(userId: number): Promise<void> {
  const db = await getDb();
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The account a token reads for, if it is current. */
export async function accountOfCalendarFeed(token: string): Promise<number | undefined> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return undefined;
  const db = await getDb();
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.token, token));
  return row?.userId;
}
