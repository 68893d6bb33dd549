import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`warranty_claim_notices\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`claim_id\` integer NOT NULL,
  	\`step\` text NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`claim_id\`) REFERENCES \`warranty_claims\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`warranty_claim_notices_step_idx\` ON \`warranty_claim_notices\` (\`claim_id\`,\`step\`);`)
  await db.run(sql`CREATE TABLE \`warranty_claims\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`job_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'received' NOT NULL,
  	\`visit_at\` text,
  	\`answered_at\` text,
  	\`warranty\` text DEFAULT 'workmanship' NOT NULL,
  	\`description\` text NOT NULL,
  	\`decline_reason\` text,
  	\`from\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`job_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`warranty_claims_job_idx\` ON \`warranty_claims\` (\`job_id\`);`)
  await db.run(sql`CREATE INDEX \`warranty_claims_status_idx\` ON \`warranty_claims\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`warranty_claims_updated_at_idx\` ON \`warranty_claims\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`warranty_claims_created_at_idx\` ON \`warranty_claims\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`warranty_claims_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`job_photos_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`warranty_claims\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_photos_id\`) REFERENCES \`job_photos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`warranty_claims_rels_order_idx\` ON \`warranty_claims_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`warranty_claims_rels_parent_idx\` ON \`warranty_claims_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`warranty_claims_rels_path_idx\` ON \`warranty_claims_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`warranty_claims_rels_job_photos_id_idx\` ON \`warranty_claims_rels\` (\`job_photos_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`warranty_claim_notices\`;`)
  await db.run(sql`DROP TABLE \`warranty_claims\`;`)
  await db.run(sql`DROP TABLE \`warranty_claims_rels\`;`)
}
