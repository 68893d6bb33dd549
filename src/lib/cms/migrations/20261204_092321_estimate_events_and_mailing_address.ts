import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`estimate_events\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`estimate_id\` integer NOT NULL,
  	\`revision\` integer NOT NULL,
  	\`kind\` text NOT NULL,
  	\`note\` text,
  	\`client_ip\` text,
  	\`user_agent\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`estimate_id\`) REFERENCES \`estimates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`estimate_events_estimate_idx\` ON \`estimate_events\` (\`estimate_id\`,\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`business\` ADD \`estimates_mailing_address\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`estimate_events\`;`)
  await db.run(sql`ALTER TABLE \`business\` DROP COLUMN \`estimates_mailing_address\`;`)
}
