import "server-only";
import type { sql } from "@payloadcms/db-sqlite";
import type { PayloadRequest } from "payload";

/** A statement as the engine's own Drizzle builds it (its version may differ from the site's). */
type SQL = ReturnType<typeof sql>;
type SqlRunner = {
  run: (query: SQL) => Promise<unknown>;
  all: <Row>(query: SQL) => Promise<Row[]>;
};
type DrizzleAdapter = {
  drizzle: SqlRunner;
  sessions?: Record<string | number, { db: SqlRunner } | undefined>;
};

/**
 * Where a hook's own statements go so that they commit or roll back with the engine's write: the
 * request's open transaction (as the engine's getTransaction finds it), else the connection.
 */
export async function requestSql(req: PayloadRequest): Promise<SqlRunner> {
  const adapter = req.payload.db as unknown as DrizzleAdapter;
  const id = req.transactionID === undefined ? undefined : await req.transactionID;
  return (id !== undefined && adapter.sessions?.[id]?.db) || adapter.drizzle;
}
