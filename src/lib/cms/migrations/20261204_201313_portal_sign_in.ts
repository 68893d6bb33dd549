import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`portal_links\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`address\` text NOT NULL,
  	\`salt\` text NOT NULL,
  	\`language\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`used_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`portal_links_address_idx\` ON \`portal_links\` (\`address\`);`)
  await db.run(sql`CREATE TABLE \`portal_sessions\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`user_agent\` text,
  	\`last_seen_at\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`portal_sessions_token_hash_unique\` ON \`portal_sessions\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`portal_sessions_address_idx\` ON \`portal_sessions\` (\`address\`);`)
  await db.run(sql`CREATE TABLE \`portal_invitations\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`job_id\` integer NOT NULL,
  	\`address\` text NOT NULL,
  	\`language\` text NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`job_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`portal_invitations_job_id_unique\` ON \`portal_invitations\` (\`job_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`portal_links\`;`)
  await db.run(sql`DROP TABLE \`portal_sessions\`;`)
  await db.run(sql`DROP TABLE \`portal_invitations\`;`)
}
