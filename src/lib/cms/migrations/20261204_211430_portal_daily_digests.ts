import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`portal_digests\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`job_id\` integer NOT NULL,
  	\`day\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`language\` text NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`job_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`portal_digests_job_day_idx\` ON \`portal_digests\` (\`job_id\`,\`day\`);`)
  await db.run(sql`CREATE TABLE \`portal_digest_opt_outs\` (
  	\`address\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`portal_digests\`;`)
  await db.run(sql`DROP TABLE \`portal_digest_opt_outs\`;`)
}
