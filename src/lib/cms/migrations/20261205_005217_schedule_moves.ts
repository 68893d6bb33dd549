import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`jobs_schedule\` ADD \`planned_starts_on\` text;`)
  await db.run(sql`ALTER TABLE \`jobs_schedule\` ADD \`planned_ends_on\` text;`)
  await db.run(sql`ALTER TABLE \`jobs_schedule\` ADD \`moved_because\` text;`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`schedule_note\` text;`)
  // The dates a job's phases have now are the ones its homeowner was shown first.
  await db.run(sql`UPDATE \`jobs_schedule\` SET \`planned_starts_on\` = \`starts_on\`, \`planned_ends_on\` = \`ends_on\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`jobs_schedule\` DROP COLUMN \`planned_starts_on\`;`)
  await db.run(sql`ALTER TABLE \`jobs_schedule\` DROP COLUMN \`planned_ends_on\`;`)
  await db.run(sql`ALTER TABLE \`jobs_schedule\` DROP COLUMN \`moved_because\`;`)
  await db.run(sql`ALTER TABLE \`jobs\` DROP COLUMN \`schedule_note\`;`)
}
