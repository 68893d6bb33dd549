import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads_notes\` ADD \`added_by_user_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`leads_notes_added_by_user_idx\` ON \`leads_notes\` (\`added_by_user_id\`);`)
  await db.run(sql`ALTER TABLE \`leads_status_history\` ADD \`changed_by_user_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`leads_status_history_changed_by_user_idx\` ON \`leads_status_history\` (\`changed_by_user_id\`);`)
  // Rows recorded before: the account whose name (or, without one, e-mail) was recorded, when
  // exactly one account answers to it. The recorded text stays, shown for rows no account matches.
  for (const [table, text, account] of [
    ['leads_notes', 'added_by', 'added_by_user_id'],
    ['leads_status_history', 'changed_by', 'changed_by_user_id'],
  ] as const)
    await db.run(
      sql.raw(`UPDATE ${table} SET ${account} = (
        SELECT u.id FROM users u WHERE coalesce(nullif(trim(u.name), ''), u.email) = ${table}.${text}
      ) WHERE ${account} IS NULL AND (
        SELECT count(*) FROM users u WHERE coalesce(nullif(trim(u.name), ''), u.email) = ${table}.${text}
      ) = 1;`),
    )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_leads_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`body\` text NOT NULL,
  	\`added_by\` text,
  	\`added_at\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_leads_notes\`("_order", "_parent_id", "id", "body", "added_by", "added_at") SELECT "_order", "_parent_id", "id", "body", "added_by", "added_at" FROM \`leads_notes\`;`)
  await db.run(sql`DROP TABLE \`leads_notes\`;`)
  await db.run(sql`ALTER TABLE \`__new_leads_notes\` RENAME TO \`leads_notes\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`leads_notes_order_idx\` ON \`leads_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`leads_notes_parent_id_idx\` ON \`leads_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_leads_status_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`from\` text,
  	\`status\` text NOT NULL,
  	\`changed_at\` text,
  	\`changed_by\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_leads_status_history\`("_order", "_parent_id", "id", "from", "status", "changed_at", "changed_by") SELECT "_order", "_parent_id", "id", "from", "status", "changed_at", "changed_by" FROM \`leads_status_history\`;`)
  await db.run(sql`DROP TABLE \`leads_status_history\`;`)
  await db.run(sql`ALTER TABLE \`__new_leads_status_history\` RENAME TO \`leads_status_history\`;`)
  await db.run(sql`CREATE INDEX \`leads_status_history_order_idx\` ON \`leads_status_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`leads_status_history_parent_id_idx\` ON \`leads_status_history\` (\`_parent_id\`);`)
}
