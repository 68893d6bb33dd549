import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`booking_settings_call_hours_days\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`booking_settings_call_hours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`booking_settings_call_hours_days_order_idx\` ON \`booking_settings_call_hours_days\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`booking_settings_call_hours_days_parent_idx\` ON \`booking_settings_call_hours_days\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`booking_settings_call_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`opens\` text NOT NULL,
  	\`closes\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`booking_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`booking_settings_call_hours_order_idx\` ON \`booking_settings_call_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`booking_settings_call_hours_parent_id_idx\` ON \`booking_settings_call_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`booking_settings_visit_hours_days\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`booking_settings_visit_hours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`booking_settings_visit_hours_days_order_idx\` ON \`booking_settings_visit_hours_days\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`booking_settings_visit_hours_days_parent_idx\` ON \`booking_settings_visit_hours_days\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`booking_settings_visit_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`opens\` text NOT NULL,
  	\`closes\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`booking_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`booking_settings_visit_hours_order_idx\` ON \`booking_settings_visit_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`booking_settings_visit_hours_parent_id_idx\` ON \`booking_settings_visit_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`booking_settings_blocked\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`reason\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`booking_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`booking_settings_blocked_order_idx\` ON \`booking_settings_blocked\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`booking_settings_blocked_parent_id_idx\` ON \`booking_settings_blocked\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`booking_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`call_offered\` integer DEFAULT true,
  	\`call_length_minutes\` numeric DEFAULT 15 NOT NULL,
  	\`call_buffer_minutes\` numeric DEFAULT 15 NOT NULL,
  	\`call_notice_hours\` numeric DEFAULT 2 NOT NULL,
  	\`call_days_ahead\` numeric DEFAULT 21 NOT NULL,
  	\`visit_offered\` integer DEFAULT false,
  	\`visit_length_minutes\` numeric DEFAULT 45 NOT NULL,
  	\`visit_buffer_minutes\` numeric DEFAULT 30 NOT NULL,
  	\`visit_notice_hours\` numeric DEFAULT 2 NOT NULL,
  	\`visit_days_ahead\` numeric DEFAULT 21 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`booking_settings_call_hours_days\`;`)
  await db.run(sql`DROP TABLE \`booking_settings_call_hours\`;`)
  await db.run(sql`DROP TABLE \`booking_settings_visit_hours_days\`;`)
  await db.run(sql`DROP TABLE \`booking_settings_visit_hours\`;`)
  await db.run(sql`DROP TABLE \`booking_settings_blocked\`;`)
  await db.run(sql`DROP TABLE \`booking_settings\`;`)
}
