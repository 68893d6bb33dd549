import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // The columns are the lead store's (step 0003_response_clock of lib/db/lead-store-steps.ts, applied before this).
  await db.run(sql`CREATE INDEX \`leads_first_response_by_idx\` ON \`leads\` (\`first_response_by_id\`);`)
  await db.run(sql`ALTER TABLE \`business\` ADD \`follow_up_reminder_minutes\` numeric DEFAULT 15 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`leads_first_response_by_idx\`;`)
  await db.run(sql`ALTER TABLE \`business\` DROP COLUMN \`follow_up_reminder_minutes\`;`)
}
