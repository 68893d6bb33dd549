import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`estimates_sections_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`description\` text NOT NULL,
  	\`quantity\` numeric DEFAULT 1 NOT NULL,
  	\`unit\` text DEFAULT 'each' NOT NULL,
  	\`unit_cents\` numeric NOT NULL,
  	\`kind\` text DEFAULT 'included' NOT NULL,
  	\`allowance_note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`estimates_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`estimates_sections_lines_order_idx\` ON \`estimates_sections_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`estimates_sections_lines_parent_id_idx\` ON \`estimates_sections_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`estimates_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`estimates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`estimates_sections_order_idx\` ON \`estimates_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`estimates_sections_parent_id_idx\` ON \`estimates_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`estimates_alternates_options_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`description\` text NOT NULL,
  	\`quantity\` numeric DEFAULT 1 NOT NULL,
  	\`unit\` text DEFAULT 'each' NOT NULL,
  	\`unit_cents\` numeric NOT NULL,
  	\`kind\` text DEFAULT 'included' NOT NULL,
  	\`allowance_note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`estimates_alternates_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`estimates_alternates_options_lines_order_idx\` ON \`estimates_alternates_options_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`estimates_alternates_options_lines_parent_id_idx\` ON \`estimates_alternates_options_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`estimates_alternates_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`summary\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`estimates_alternates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`estimates_alternates_options_order_idx\` ON \`estimates_alternates_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`estimates_alternates_options_parent_id_idx\` ON \`estimates_alternates_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`estimates_alternates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`estimates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`estimates_alternates_order_idx\` ON \`estimates_alternates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`estimates_alternates_parent_id_idx\` ON \`estimates_alternates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`estimates_exclusions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`estimates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`estimates_exclusions_order_idx\` ON \`estimates_exclusions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`estimates_exclusions_parent_id_idx\` ON \`estimates_exclusions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`estimates_build_plan\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`phase\` text NOT NULL,
  	\`days\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`estimates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`estimates_build_plan_order_idx\` ON \`estimates_build_plan\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`estimates_build_plan_parent_id_idx\` ON \`estimates_build_plan\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`estimates_milestones\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`share_percent\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`estimates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`estimates_milestones_order_idx\` ON \`estimates_milestones\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`estimates_milestones_parent_id_idx\` ON \`estimates_milestones\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`estimates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`status\` text DEFAULT 'draft' NOT NULL,
  	\`lead_id\` integer,
  	\`valid_until\` text NOT NULL,
  	\`right_to_cancel\` integer DEFAULT true,
  	\`sent_at\` text,
  	\`first_viewed_at\` text,
  	\`homeowner_name\` text,
  	\`email\` text,
  	\`project_address\` text,
  	\`city\` text,
  	\`language\` text,
  	\`scope_summary\` text NOT NULL,
  	\`structural_warranty\` integer DEFAULT false,
  	\`tax_percent\` numeric,
  	\`deposit_percent\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`estimates_status_idx\` ON \`estimates\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`estimates_lead_idx\` ON \`estimates\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`estimates_updated_at_idx\` ON \`estimates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`estimates_created_at_idx\` ON \`estimates\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`estimates_id\` integer REFERENCES estimates(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_estimates_id_idx\` ON \`payload_locked_documents_rels\` (\`estimates_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`estimates_sections_lines\`;`)
  await db.run(sql`DROP TABLE \`estimates_sections\`;`)
  await db.run(sql`DROP TABLE \`estimates_alternates_options_lines\`;`)
  await db.run(sql`DROP TABLE \`estimates_alternates_options\`;`)
  await db.run(sql`DROP TABLE \`estimates_alternates\`;`)
  await db.run(sql`DROP TABLE \`estimates_exclusions\`;`)
  await db.run(sql`DROP TABLE \`estimates_build_plan\`;`)
  await db.run(sql`DROP TABLE \`estimates_milestones\`;`)
  await db.run(sql`DROP TABLE \`estimates\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`leads_id\` integer,
  	\`users_id\` integer,
  	\`media_id\` integer,
  	\`reviews_id\` integer,
  	\`faqs_id\` integer,
  	\`projects_id\` integer,
  	\`posts_id\` integer,
  	\`services_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reviews_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "leads_id", "users_id", "media_id", "reviews_id", "faqs_id", "projects_id", "posts_id", "services_id") SELECT "id", "order", "parent_id", "path", "leads_id", "users_id", "media_id", "reviews_id", "faqs_id", "projects_id", "posts_id", "services_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_services_id_idx\` ON \`payload_locked_documents_rels\` (\`services_id\`);`)
}
