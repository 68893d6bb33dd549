import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // The lead's column and the opt-out table are the lead store's (step 0004_review_requests of lib/db/lead-store-steps.ts).
  await db.run(sql`ALTER TABLE \`business\` ADD \`follow_up_review_url\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`business\` DROP COLUMN \`follow_up_review_url\`;`)
}
