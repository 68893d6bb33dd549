import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`estimate_signatures\` (
  	\`estimate_id\` integer PRIMARY KEY NOT NULL,
  	\`revision\` integer NOT NULL,
  	\`record\` text NOT NULL,
  	\`sha256\` text NOT NULL,
  	\`signed_at\` text NOT NULL,
  	\`cancel_until\` text,
  	\`cancelled_at\` text,
  	FOREIGN KEY (\`estimate_id\`) REFERENCES \`estimates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`estimate_signatures\`;`)
}
