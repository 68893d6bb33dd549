import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`change_order_signatures\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`change_order_id\` integer NOT NULL,
  	\`record\` text NOT NULL,
  	\`sha256\` text NOT NULL,
  	\`signed_at\` text NOT NULL,
  	\`claimed_at\` text,
  	\`applied_at\` text,
  	FOREIGN KEY (\`change_order_id\`) REFERENCES \`change_orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`change_order_signatures_change_order_id_unique\` ON \`change_order_signatures\` (\`change_order_id\`);`)
  await db.run(sql`CREATE TABLE \`change_order_notices\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`change_order_id\` integer NOT NULL,
  	\`step\` text NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`change_order_id\`) REFERENCES \`change_orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`change_order_notices_step_idx\` ON \`change_order_notices\` (\`change_order_id\`,\`step\`);`)
  await db.run(sql`CREATE TABLE \`change_orders_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`description\` text NOT NULL,
  	\`quantity\` numeric DEFAULT 1 NOT NULL,
  	\`unit\` text DEFAULT 'each' NOT NULL,
  	\`unit_cents\` numeric NOT NULL,
  	\`kind\` text DEFAULT 'added' NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`change_orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`change_orders_lines_order_idx\` ON \`change_orders_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`change_orders_lines_parent_id_idx\` ON \`change_orders_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`change_orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`job_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'draft' NOT NULL,
  	\`number\` numeric,
  	\`sent_at\` text,
  	\`answered_at\` text,
  	\`title\` text NOT NULL,
  	\`reason\` text NOT NULL,
  	\`tax_percent\` numeric,
  	\`payment_timing\` text DEFAULT 'signing' NOT NULL,
  	\`schedule_days\` numeric DEFAULT 0,
  	\`phase\` text,
  	\`sent\` text,
  	\`decline_reason\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`job_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`change_orders_job_idx\` ON \`change_orders\` (\`job_id\`);`)
  await db.run(sql`CREATE INDEX \`change_orders_status_idx\` ON \`change_orders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`change_orders_updated_at_idx\` ON \`change_orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`change_orders_created_at_idx\` ON \`change_orders\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`job_number_idx\` ON \`change_orders\` (\`job_id\`,\`number\`);`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`change_orders_applied\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`change_order_signatures\`;`)
  await db.run(sql`DROP TABLE \`change_order_notices\`;`)
  await db.run(sql`DROP TABLE \`change_orders_lines\`;`)
  await db.run(sql`DROP TABLE \`change_orders\`;`)
  await db.run(sql`ALTER TABLE \`jobs\` DROP COLUMN \`change_orders_applied\`;`)
}
