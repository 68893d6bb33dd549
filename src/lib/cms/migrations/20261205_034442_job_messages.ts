import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`portal_message_alerts\` (
  	\`message_id\` integer PRIMARY KEY NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`message_id\`) REFERENCES \`job_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE TABLE \`job_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`job_id\` integer NOT NULL,
  	\`body\` text NOT NULL,
  	\`about_update_id\` integer,
  	\`about_photo_id\` integer,
  	\`about_document\` text,
  	\`from\` text,
  	\`author_id\` integer,
  	\`answered_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`job_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`about_update_id\`) REFERENCES \`job_updates\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`about_photo_id\`) REFERENCES \`job_photos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`job_messages_job_idx\` ON \`job_messages\` (\`job_id\`);`)
  await db.run(sql`CREATE INDEX \`job_messages_about_update_idx\` ON \`job_messages\` (\`about_update_id\`);`)
  await db.run(sql`CREATE INDEX \`job_messages_about_photo_idx\` ON \`job_messages\` (\`about_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`job_messages_author_idx\` ON \`job_messages\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`job_messages_answered_at_idx\` ON \`job_messages\` (\`answered_at\`);`)
  await db.run(sql`CREATE INDEX \`job_messages_updated_at_idx\` ON \`job_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`job_messages_created_at_idx\` ON \`job_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`job_messages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`job_photos_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`job_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_photos_id\`) REFERENCES \`job_photos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`job_messages_rels_order_idx\` ON \`job_messages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`job_messages_rels_parent_idx\` ON \`job_messages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`job_messages_rels_path_idx\` ON \`job_messages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`job_messages_rels_job_photos_id_idx\` ON \`job_messages_rels\` (\`job_photos_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`portal_message_alerts\`;`)
  await db.run(sql`DROP TABLE \`job_messages\`;`)
  await db.run(sql`DROP TABLE \`job_messages_rels\`;`)
}
