import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Issue 49: the outbox (platform) names what a message is about by a generic subject instead of
 * foreign keys to the leads' and appointments' tables. Every row keeps its id, status, attempts and
 * times; `lead_id` becomes subject 'lead' + `subject_id`, and `appointment_id` moves to the
 * booking's own `appointment_deliveries`. The lead and appointment deletes that the foreign keys
 * cascaded are done by their owners now (leads/collection.ts).
 *
 * SQLite cannot drop a column a foreign key uses, so `deliveries` is rebuilt. The engine runs a
 * migration in a transaction, where `PRAGMA foreign_keys=OFF` does nothing: dropping the old table
 * deletes its rows first and cascades to `push_sends`. So the push sends and each row's appointment
 * are kept aside and put back once the new table has the old one's name (which `push_sends`
 * references by name). The AUTOINCREMENT counter is carried over as well: a deleted delivery's id
 * is never given out again, as receivers drop a repeat of `delivery-{id}`.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`__new_deliveries\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`subject\` text NOT NULL,
  	\`subject_id\` integer NOT NULL,
  	\`channel\` text NOT NULL,
  	\`status\` text NOT NULL,
  	\`attempts\` integer DEFAULT 0 NOT NULL,
  	\`last_error\` text,
  	\`next_attempt_at\` text,
  	\`locked_until\` text,
  	\`sent_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_deliveries\`("id", "subject", "subject_id", "channel", "status", "attempts", "last_error", "next_attempt_at", "locked_until", "sent_at", "created_at") SELECT "id", 'lead', "lead_id", "channel", "status", "attempts", "last_error", "next_attempt_at", "locked_until", "sent_at", "created_at" FROM \`deliveries\`;`)
  await db.run(sql`DELETE FROM sqlite_sequence WHERE name = '__new_deliveries';`)
  await db.run(sql`INSERT INTO sqlite_sequence (name, seq) SELECT '__new_deliveries', seq FROM sqlite_sequence WHERE name = 'deliveries';`)
  await db.run(sql`CREATE TABLE \`__kept_push_sends\` AS SELECT * FROM \`push_sends\`;`)
  await db.run(sql`CREATE TABLE \`__kept_appointments_of\` AS SELECT "id", "appointment_id" FROM \`deliveries\` WHERE "appointment_id" IS NOT NULL;`)
  await db.run(sql`DROP TABLE \`deliveries\`;`)
  await db.run(sql`ALTER TABLE \`__new_deliveries\` RENAME TO \`deliveries\`;`)
  await db.run(sql`CREATE INDEX \`deliveries_due_idx\` ON \`deliveries\` (\`status\`,\`next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`deliveries_subject_idx\` ON \`deliveries\` (\`subject\`,\`subject_id\`);`)
  await db.run(sql`INSERT OR IGNORE INTO \`push_sends\`("delivery_id", "device_id", "sent_at") SELECT "delivery_id", "device_id", "sent_at" FROM \`__kept_push_sends\`;`)
  await db.run(sql`DROP TABLE \`__kept_push_sends\`;`)
  await db.run(sql`CREATE TABLE \`appointment_deliveries\` (
  	\`delivery_id\` integer PRIMARY KEY NOT NULL,
  	\`appointment_id\` integer NOT NULL,
  	FOREIGN KEY (\`delivery_id\`) REFERENCES \`deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`appointment_id\`) REFERENCES \`appointments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`appointment_deliveries_appointment_idx\` ON \`appointment_deliveries\` (\`appointment_id\`);`)
  await db.run(sql`INSERT INTO \`appointment_deliveries\`("delivery_id", "appointment_id") SELECT "id", "appointment_id" FROM \`__kept_appointments_of\`;`)
  await db.run(sql`DROP TABLE \`__kept_appointments_of\`;`)
}

/** Back to the foreign keys; only lead deliveries existed then, so only they can go back. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`__new_deliveries\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`lead_id\` integer NOT NULL,
  	\`channel\` text NOT NULL,
  	\`status\` text NOT NULL,
  	\`attempts\` integer DEFAULT 0 NOT NULL,
  	\`last_error\` text,
  	\`next_attempt_at\` text,
  	\`locked_until\` text,
  	\`sent_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`appointment_id\` integer,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`appointment_id\`) REFERENCES \`appointments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_deliveries\`("id", "lead_id", "channel", "status", "attempts", "last_error", "next_attempt_at", "locked_until", "sent_at", "created_at", "appointment_id") SELECT d."id", d."subject_id", d."channel", d."status", d."attempts", d."last_error", d."next_attempt_at", d."locked_until", d."sent_at", d."created_at", a."appointment_id" FROM \`deliveries\` d LEFT JOIN \`appointment_deliveries\` a ON a."delivery_id" = d."id" WHERE d."subject" = 'lead';`)
  await db.run(sql`DELETE FROM sqlite_sequence WHERE name = '__new_deliveries';`)
  await db.run(sql`INSERT INTO sqlite_sequence (name, seq) SELECT '__new_deliveries', seq FROM sqlite_sequence WHERE name = 'deliveries';`)
  await db.run(sql`CREATE TABLE \`__kept_push_sends\` AS SELECT * FROM \`push_sends\`;`)
  await db.run(sql`DROP TABLE \`appointment_deliveries\`;`)
  await db.run(sql`DROP TABLE \`deliveries\`;`)
  await db.run(sql`ALTER TABLE \`__new_deliveries\` RENAME TO \`deliveries\`;`)
  await db.run(sql`CREATE INDEX \`deliveries_due_idx\` ON \`deliveries\` (\`status\`,\`next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`deliveries_lead_idx\` ON \`deliveries\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`deliveries_appointment_idx\` ON \`deliveries\` (\`appointment_id\`);`)
  await db.run(sql`INSERT OR IGNORE INTO \`push_sends\`("delivery_id", "device_id", "sent_at") SELECT "delivery_id", "device_id", "sent_at" FROM \`__kept_push_sends\` WHERE "delivery_id" IN (SELECT "id" FROM \`deliveries\`);`)
  await db.run(sql`DROP TABLE \`__kept_push_sends\`;`)
}
