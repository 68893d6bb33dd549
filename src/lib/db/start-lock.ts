import "server-only";
import { randomUUID } from "node:crypto";
import type { Client } from "@libsql/client";

/** Longer than any migration or seed takes; a holder that died frees the lock after this. */
const LEASE_MS = 120_000;
const RETRY_MS = 250;

const thisProcess = randomUUID();

/*
 * The one table outside the migrations: it must exist before they run, to take turns running them.
 */
const CREATE = `CREATE TABLE IF NOT EXISTS start_locks (
  name TEXT PRIMARY KEY NOT NULL,
  holder TEXT NOT NULL,
  expires_at INTEGER NOT NULL
)`;

async function tryTake(client: Client, name: string, holder: string): Promise<boolean> {
  const now = Date.now();
  await client.execute({
    sql: `INSERT INTO start_locks (name, holder, expires_at) VALUES (?, ?, ?)
          ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
          WHERE start_locks.expires_at < ? OR start_locks.holder = excluded.holder`,
    args: [name, holder, now + LEASE_MS, now],
  });
  const { rows } = await client.execute({
    sql: "SELECT holder FROM start_locks WHERE name = ?",
    args: [name],
  });
  return rows[0]?.holder === holder;
}

/**
 * Runs `work` while no other server process sharing this database runs the work of the same
 * name: two instances started together migrate (and seed) one after the other, and the second
 * finds the work done. The lock is renewed while the work runs and given back after it, also
 * when it fails.
 */
export async function oneAtATime<T>(client: Client, name: string, work: () => Promise<T>) {
  await client.execute(CREATE);
  const holder = `${thisProcess}:${randomUUID()}`;
  while (!(await tryTake(client, name, holder)))
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  const renew = setInterval(() => void tryTake(client, name, holder).catch(() => {}), LEASE_MS / 4);
  try {
    return await work();
  } finally {
    clearInterval(renew);
    await client
      .execute({
        sql: "DELETE FROM start_locks WHERE name = ? AND holder = ?",
        args: [name, holder],
      })
      .catch(() => {
        // Expires by itself.
      });
  }
}
