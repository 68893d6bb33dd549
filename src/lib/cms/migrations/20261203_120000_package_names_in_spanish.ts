import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Hand-written: the generated `ADD name text NOT NULL` fails on a table with rows, and dropping
// the old column first would lose every package's name. Each name moves into its package's
// English side (a row is added where a package has none); the Spanish side starts empty ('')
// and the Spanish seed or the owner fills it. Plain ADD, INSERT … SELECT and DROP COLUMN only:
// a table rebuild would cascade-delete rows.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`services_packages_locales\` ADD \`name\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`UPDATE \`services_packages_locales\` SET \`name\` = (SELECT p.\`name\` FROM \`services_packages\` p WHERE p.\`id\` = \`services_packages_locales\`.\`_parent_id\`) WHERE \`_locale\` = 'en';`)
  await db.run(sql`INSERT INTO \`services_packages_locales\` (\`name\`, \`description\`, \`_locale\`, \`_parent_id\`) SELECT p.\`name\`, '', 'en', p.\`id\` FROM \`services_packages\` p WHERE NOT EXISTS (SELECT 1 FROM \`services_packages_locales\` l WHERE l.\`_parent_id\` = p.\`id\` AND l.\`_locale\` = 'en');`)
  await db.run(sql`ALTER TABLE \`services_packages\` DROP COLUMN \`name\`;`)
}

// The English name goes back into the shared column; the Spanish names are dropped.
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`services_packages\` ADD \`name\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`UPDATE \`services_packages\` SET \`name\` = (SELECT l.\`name\` FROM \`services_packages_locales\` l WHERE l.\`_parent_id\` = \`services_packages\`.\`id\` AND l.\`_locale\` = 'en') WHERE \`id\` IN (SELECT \`_parent_id\` FROM \`services_packages_locales\` WHERE \`_locale\` = 'en');`)
  await db.run(sql`ALTER TABLE \`services_packages_locales\` DROP COLUMN \`name\`;`)
}
