import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "./client";
import { settings } from "./schema";

export async function getSetting(key: string): Promise<string | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row?.value;
}

/** Inserts the value unless one exists, and returns whichever value won (safe across instances). */
export async function getOrCreateSetting(key: string, create: () => string): Promise<string> {
  const stored = await getSetting(key);
  if (stored !== undefined) return stored;
  const db = await getDb();
  // Two servers may make one at once: the first stored wins, and both read it back.
  await db.insert(settings).values({ key, value: create() }).onConflictDoNothing();
  const value = await getSetting(key);
  if (value === undefined) throw new Error(`Setting ${key} could not be stored`);
  return value;
}

/** Health check: the database answers a query. */
export async function pingDatabase(): Promise<void> {
  const db = await getDb();
  await db.run(sql`select 1`);
}
