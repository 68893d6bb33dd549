import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`business_hours_days\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`business_hours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`business_hours_days_order_idx\` ON \`business_hours_days\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`business_hours_days_parent_idx\` ON \`business_hours_days\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`business_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`opens\` text NOT NULL,
  	\`closes\` text NOT NULL,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`business\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`business_hours_order_idx\` ON \`business_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`business_hours_parent_id_idx\` ON \`business_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`business_payment_methods\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`method\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`business\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`business_payment_methods_order_idx\` ON \`business_payment_methods\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`business_payment_methods_parent_id_idx\` ON \`business_payment_methods\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`business\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`claims_years_experience\` numeric NOT NULL,
  	\`claims_projects_completed\` numeric NOT NULL,
  	\`claims_average_rating\` numeric NOT NULL,
  	\`claims_review_count\` numeric NOT NULL,
  	\`claims_workmanship_warranty_years\` numeric NOT NULL,
  	\`claims_addition_structural_warranty_years\` numeric NOT NULL,
  	\`reply_promise_after_request\` text NOT NULL,
  	\`reply_promise_footer\` text NOT NULL,
  	\`consultation_in_home_minutes\` text NOT NULL,
  	\`consultation_discovery_call_minutes\` numeric NOT NULL,
  	\`estimates_valid_days\` numeric NOT NULL,
  	\`estimates_deposit_percent\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`business_hours_days\`;`)
  await db.run(sql`DROP TABLE \`business_hours\`;`)
  await db.run(sql`DROP TABLE \`business_payment_methods\`;`)
  await db.run(sql`DROP TABLE \`business\`;`)
}
