import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { getTableConfig } from "drizzle-orm/sqlite-core";
import type { Payload } from "payload";
import { afterAll, beforeAll, expect, it } from "vitest";
import { pointAtFreshCmsDatabase, SEED_TIMEOUT_MS } from "./support/cms-database";

pointAtFreshCmsDatabase("schema-chain");

const { cms } = await import("@/lib/cms/ready");
const { CMS_MIGRATION_DIR } = await import("@/lib/cms/database");
const { closeDb, sharedClient } = await import("@/lib/db/client");
const { leads } = await import("@/leads/tables");
const { estimateRows } = await import("@/estimates/tables");
const { jobRows, jobUpdateRows } = await import("@/jobs/tables");

/** What drizzle-kit's snapshot (the chain's last .json) says of a table. */
type Snapshot = {
  tables: Record<
    string,
    {
      columns: Record<string, { name: string; notNull: boolean; primaryKey: boolean }>;
      indexes: Record<string, unknown>;
    }
  >;
};

/** Tables made outside the chain, on purpose. */
const OUTSIDE_THE_CHAIN = [
  // The lock the chain's runner takes (lib/db/start-lock.ts): it must exist before any migration.
  "start_locks",
  // The frozen lead-store steps' own record (lib/db/lead-store-steps.ts), kept for old installs.
  "__drizzle_migrations",
];

let payload: Payload;
let snapshot: Snapshot;

beforeAll(async () => {
  payload = await cms();
  const latest = readdirSync(CMS_MIGRATION_DIR)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .at(-1)!;
  snapshot = JSON.parse(readFileSync(path.join(CMS_MIGRATION_DIR, latest), "utf8")) as Snapshot;
}, SEED_TIMEOUT_MS);
afterAll(() => closeDb());

it("the chain's last snapshot is every declared table: a new migration finds nothing to do", async () => {
  const kit = payload.db.requireDrizzleKit();
  const declared = await kit.generateDrizzleJson(payload.db.schema);
  expect(await kit.generateMigration(snapshot, declared)).toEqual([]);
});

it("a fresh install's tables are the snapshot's, column by column and index by index", async () => {
  const client = sharedClient();
  const rows = async (query: string) => (await client.execute(query)).rows;
  const column = (name: unknown, notNull: unknown) =>
    `${String(name)}${notNull ? " not null" : ""}`;
  const made: Record<string, { columns: string[]; indexes: string[] }> = {};
  const tables = await rows(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%'",
  );
  for (const { name } of tables) {
    if (OUTSIDE_THE_CHAIN.includes(String(name))) continue;
    const columns = await rows(`pragma table_info("${String(name)}")`);
    const indexes = await rows(
      `select name from sqlite_master where type = 'index' and tbl_name = '${String(name)}' and sql is not null`,
    );
    made[String(name)] = {
      columns: columns.map((c) => column(c.name, c.notnull || c.pk)).sort(),
      indexes: indexes.map((index) => String(index.name)).sort(),
    };
  }
  const declared = Object.fromEntries(
    Object.entries(snapshot.tables).map(([name, table]) => [
      name,
      {
        columns: Object.values(table.columns)
          .map((c) => column(c.name, c.notNull || c.primaryKey))
          .sort(),
        indexes: Object.keys(table.indexes).sort(),
      },
    ]),
  );
  expect(made).toEqual(declared);
});

it.each([
  ["the intake's view of a lead (leads/tables.ts)", leads],
  ["the homeowner's view of an estimate (estimates/tables.ts)", estimateRows],
  ["the server's view of a job (jobs/tables.ts)", jobRows],
  ["the dashboard's view of a daily update (jobs/tables.ts)", jobUpdateRows],
])("%s names the collection's columns as it declares them", (_, table) => {
  const { name, columns } = getTableConfig(table);
  const declared = snapshot.tables[name]!.columns;
  const view = columns.map((c) => [c.name, c.notNull || c.primary]);
  expect(view).toEqual(
    view.map(([column]) => [column, declared[String(column)]?.notNull ?? "not declared"]),
  );
});
