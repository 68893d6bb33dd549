import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`funnel_counts\` (
  	\`day\` text NOT NULL,
  	\`step\` text NOT NULL,
  	\`channel\` text NOT NULL,
  	\`source\` text NOT NULL,
  	\`landing\` text NOT NULL,
  	\`count\` integer NOT NULL,
  	PRIMARY KEY(\`day\`, \`step\`, \`channel\`, \`source\`, \`landing\`)
  );
  `)
  await db.run(sql`CREATE TABLE \`funnel_spend\` (
  	\`month\` text NOT NULL,
  	\`channel\` text NOT NULL,
  	\`source\` text NOT NULL,
  	\`cents\` integer NOT NULL,
  	\`updated_at\` text NOT NULL,
  	PRIMARY KEY(\`month\`, \`channel\`, \`source\`)
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`funnel_counts\`;`)
  await db.run(sql`DROP TABLE \`funnel_spend\`;`)
}
