import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`vitals_days\` (
  	\`day\` text NOT NULL,
  	\`template\` text NOT NULL,
  	\`metric\` text NOT NULL,
  	\`bucket\` integer NOT NULL,
  	\`count\` integer NOT NULL,
  	PRIMARY KEY(\`day\`, \`template\`, \`metric\`, \`bucket\`)
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`vitals_days\`;`)
}
