import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`estimate_revisions\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`estimate_id\` integer NOT NULL,
  	\`revision\` integer NOT NULL,
  	\`document\` text NOT NULL,
  	\`sent_to\` text NOT NULL,
  	\`sent_by\` integer,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`estimate_id\`) REFERENCES \`estimates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`estimate_revisions_number_idx\` ON \`estimate_revisions\` (\`estimate_id\`,\`revision\`);`)
  await db.run(sql`CREATE TABLE \`estimate_views\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`estimate_id\` integer NOT NULL,
  	\`revision\` integer NOT NULL,
  	\`client_ip\` text,
  	\`user_agent\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`estimate_id\`) REFERENCES \`estimates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`estimate_views_estimate_idx\` ON \`estimate_views\` (\`estimate_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`estimate_revisions\`;`)
  await db.run(sql`DROP TABLE \`estimate_views\`;`)
}
