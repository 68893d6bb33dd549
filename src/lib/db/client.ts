import "server-only";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { createClient, type Client } from "@libsql/client";
import { drizzle, type LibSQLDatabase } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import * as schema from "./schema";

export type Database = LibSQLDatabase<typeof schema>;

const defaultUrl = () => `file:${path.join(process.cwd(), "data", "leads.db")}`;

/** A local database file's folder is created on first use, so a fresh checkout just works. */
function ensureFolder(url: string) {
  if (!url.startsWith("file:")) return;
  const file = url.slice("file:".length).split("?")[0] ?? "";
  if (file && file !== ":memory:")
    mkdirSync(path.dirname(path.resolve(/*turbopackIgnore: true*/ file)), { recursive: true });
}

type Store = { client: Client; db: Database; ready: Promise<void> };

// One connection per server process, shared across requests and hot module copies.
const globalStore = globalThis as typeof globalThis & { __leadStore?: Store };

function open(): Store {
  const url = process.env.DATABASE_URL?.trim() || defaultUrl();
  ensureFolder(url);
  const client = createClient({
    url,
    authToken: process.env.DATABASE_AUTH_TOKEN?.trim() || undefined,
  });
  const db = drizzle(client, { schema });
  const ready = (async () => {
    if (url.startsWith("file:")) {
      // WAL lets the outbox loop write while a submit writes; busy_timeout waits instead of failing.
      await client.execute("PRAGMA journal_mode = WAL");
      await client.execute("PRAGMA busy_timeout = 5000");
    }
    await client.execute("PRAGMA foreign_keys = ON");
    await migrate(db, { migrationsFolder: path.join(process.cwd(), "drizzle") });
  })();
  return { client, db, ready };
}

/** The migrated database; migrations run once, on first use or at server start. */
export async function getDb(): Promise<Database> {
  const store = (globalStore.__leadStore ??= open());
  try {
    await store.ready;
  } catch (error) {
    // Forget a failed open so the next request tries again instead of failing forever.
    if (globalStore.__leadStore === store) globalStore.__leadStore = undefined;
    throw error;
  }
  return store.db;
}

/** Closes the connection (tests open several databases in one process). */
export function closeDb() {
  globalStore.__leadStore?.client.close();
  globalStore.__leadStore = undefined;
}
