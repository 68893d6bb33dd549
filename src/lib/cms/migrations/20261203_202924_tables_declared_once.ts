import { type MigrateDownArgs, type MigrateUpArgs, sql } from "@payloadcms/db-sqlite";

/**
 * Records, in this chain's snapshot, what it already made without declaring it: the store's own
 * tables (lib/db/schema.ts, handed to the engine by lib/cms/database.ts), created by
 * 20261123_010454_lead_store on every install; the lead's columns every request carries, NOT
 * NULL since then; and the index on a lead's status. From here on
 * `npm run cms -- migrate:create` writes their changes like any collection's, and
 * tests/integration/schema-chain.test.ts checks the chain makes what is declared.
 *
 * The one change: the store's index on the creation time goes, the engine's own on the same
 * column (leads_created_at_idx) serves the same queries.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`leads_created_idx\`;`);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`leads_created_idx\` ON \`leads\` (\`created_at\`);`);
}
