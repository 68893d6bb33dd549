import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// An install from before keeps stating the figures it stated, as examples until the owner
// confirms them: each column starts with a fresh install's value (business/facts.ts).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`business\` ADD \`whole_home_results_home_value_min\` numeric DEFAULT 30 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`business\` ADD \`whole_home_results_home_value_max\` numeric DEFAULT 50 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`business\` ADD \`whole_home_results_return_min\` numeric DEFAULT 75 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`business\` ADD \`whole_home_results_return_max\` numeric DEFAULT 85 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`business\` ADD \`whole_home_results_days_on_market_min\` numeric DEFAULT 30 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`business\` ADD \`whole_home_results_days_on_market_max\` numeric DEFAULT 60 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`business\` ADD \`whole_home_results_satisfaction_percent\` numeric DEFAULT 98 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`business\` ADD \`whole_home_results_confirmed\` integer DEFAULT false;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`business\` DROP COLUMN \`whole_home_results_home_value_min\`;`)
  await db.run(sql`ALTER TABLE \`business\` DROP COLUMN \`whole_home_results_home_value_max\`;`)
  await db.run(sql`ALTER TABLE \`business\` DROP COLUMN \`whole_home_results_return_min\`;`)
  await db.run(sql`ALTER TABLE \`business\` DROP COLUMN \`whole_home_results_return_max\`;`)
  await db.run(sql`ALTER TABLE \`business\` DROP COLUMN \`whole_home_results_days_on_market_min\`;`)
  await db.run(sql`ALTER TABLE \`business\` DROP COLUMN \`whole_home_results_days_on_market_max\`;`)
  await db.run(sql`ALTER TABLE \`business\` DROP COLUMN \`whole_home_results_satisfaction_percent\`;`)
  await db.run(sql`ALTER TABLE \`business\` DROP COLUMN \`whole_home_results_confirmed\`;`)
}
