import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`reviews_locales\` (
  	\`project\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`reviews_locales_locale_parent_id_unique\` ON \`reviews_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`faqs_locales_locale_parent_id_unique\` ON \`faqs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_locales\` (
  	\`title\` text,
  	\`excerpt\` text,
  	\`content\` text,
  	\`cta_label\` text DEFAULT 'Get a Free Estimate',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_locales_locale_parent_id_unique\` ON \`posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_locales\` (
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_content\` text,
  	\`version_cta_label\` text DEFAULT 'Get a Free Estimate',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_posts_v_locales_locale_parent_id_unique\` ON \`_posts_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_packages_features_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_packages_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`services_packages_features_locales_locale_parent_id_unique\` ON \`services_packages_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_packages_locales\` (
  	\`size\` text,
  	\`description\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_packages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`services_packages_locales_locale_parent_id_unique\` ON \`services_packages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`business_hours_locales\` (
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`business_hours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`business_hours_locales_locale_parent_id_unique\` ON \`business_hours_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`business_payment_methods_locales\` (
  	\`method\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`business_payment_methods\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`business_payment_methods_locales_locale_parent_id_unique\` ON \`business_payment_methods_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`business_locales\` (
  	\`reply_promise_footer\` text NOT NULL,
  	\`reply_promise_after_request\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`business\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`business_locales_locale_parent_id_unique\` ON \`business_locales\` (\`_locale\`,\`_parent_id\`);`)

  // Hand-written: the English text moves into each table's English side before its column is
  // dropped (the generated migration would drop it and lose every article, answer and review).
  // Plain INSERT … SELECT and ALTER … DROP COLUMN only: a table rebuild would cascade-delete rows.
  await db.run(sql`INSERT INTO \`reviews_locales\` (\`project\`, \`text\`, \`_locale\`, \`_parent_id\`) SELECT \`project\`, \`text\`, 'en', \`id\` FROM \`reviews\`;`)
  await db.run(sql`INSERT INTO \`faqs_locales\` (\`question\`, \`answer\`, \`_locale\`, \`_parent_id\`) SELECT \`question\`, \`answer\`, 'en', \`id\` FROM \`faqs\`;`)
  await db.run(sql`INSERT INTO \`posts_locales\` (\`title\`, \`excerpt\`, \`content\`, \`cta_label\`, \`_locale\`, \`_parent_id\`) SELECT \`title\`, \`excerpt\`, \`content\`, \`cta_label\`, 'en', \`id\` FROM \`posts\`;`)
  await db.run(sql`INSERT INTO \`_posts_v_locales\` (\`version_title\`, \`version_excerpt\`, \`version_content\`, \`version_cta_label\`, \`_locale\`, \`_parent_id\`) SELECT \`version_title\`, \`version_excerpt\`, \`version_content\`, \`version_cta_label\`, 'en', \`id\` FROM \`_posts_v\`;`)
  await db.run(sql`INSERT INTO \`services_packages_features_locales\` (\`text\`, \`_locale\`, \`_parent_id\`) SELECT \`text\`, 'en', \`id\` FROM \`services_packages_features\`;`)
  await db.run(sql`INSERT INTO \`services_packages_locales\` (\`size\`, \`description\`, \`_locale\`, \`_parent_id\`) SELECT \`size\`, \`description\`, 'en', \`id\` FROM \`services_packages\`;`)
  await db.run(sql`INSERT INTO \`business_hours_locales\` (\`note\`, \`_locale\`, \`_parent_id\`) SELECT \`note\`, 'en', \`id\` FROM \`business_hours\` WHERE \`note\` IS NOT NULL;`)
  await db.run(sql`INSERT INTO \`business_payment_methods_locales\` (\`method\`, \`_locale\`, \`_parent_id\`) SELECT \`method\`, 'en', \`id\` FROM \`business_payment_methods\`;`)
  await db.run(sql`INSERT INTO \`business_locales\` (\`reply_promise_footer\`, \`reply_promise_after_request\`, \`_locale\`, \`_parent_id\`) SELECT \`reply_promise_footer\`, \`reply_promise_after_request\`, 'en', \`id\` FROM \`business\` WHERE \`reply_promise_footer\` IS NOT NULL AND \`reply_promise_after_request\` IS NOT NULL;`)
  await db.run(sql`ALTER TABLE \`posts_texts\` ADD \`locale\` text;`)
  await db.run(sql`UPDATE \`posts_texts\` SET \`locale\` = 'en';`)
  await db.run(sql`CREATE INDEX \`posts_texts_locale_parent\` ON \`posts_texts\` (\`locale\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_posts_v_snapshot_idx\` ON \`_posts_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_published_locale_idx\` ON \`_posts_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_excerpt\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_content\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_cta_label\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v_texts\` ADD \`locale\` text;`)
  await db.run(sql`UPDATE \`_posts_v_texts\` SET \`locale\` = 'en';`)
  await db.run(sql`CREATE INDEX \`_posts_v_texts_locale_parent\` ON \`_posts_v_texts\` (\`locale\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`reviews\` DROP COLUMN \`project\`;`)
  await db.run(sql`ALTER TABLE \`reviews\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`faqs\` DROP COLUMN \`question\`;`)
  await db.run(sql`ALTER TABLE \`faqs\` DROP COLUMN \`answer\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`excerpt\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`content\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`cta_label\`;`)
  await db.run(sql`ALTER TABLE \`services_packages_features\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`services_packages\` DROP COLUMN \`size\`;`)
  await db.run(sql`ALTER TABLE \`services_packages\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`business_hours\` DROP COLUMN \`note\`;`)
  await db.run(sql`ALTER TABLE \`business_payment_methods\` DROP COLUMN \`method\`;`)
  await db.run(sql`ALTER TABLE \`business\` DROP COLUMN \`reply_promise_footer\`;`)
  await db.run(sql`ALTER TABLE \`business\` DROP COLUMN \`reply_promise_after_request\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`_posts_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_posts_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_excerpt\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_content\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_cta_label\` text DEFAULT 'Get a Free Estimate';`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`ALTER TABLE \`reviews\` ADD \`project\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`reviews\` ADD \`text\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`faqs\` ADD \`question\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`faqs\` ADD \`answer\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`excerpt\` text;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`content\` text;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`cta_label\` text DEFAULT 'Get a Free Estimate';`)
  await db.run(sql`ALTER TABLE \`services_packages_features\` ADD \`text\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`services_packages\` ADD \`size\` text;`)
  await db.run(sql`ALTER TABLE \`services_packages\` ADD \`description\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`business_hours\` ADD \`note\` text;`)
  await db.run(sql`ALTER TABLE \`business_payment_methods\` ADD \`method\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`business\` ADD \`reply_promise_footer\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`business\` ADD \`reply_promise_after_request\` text DEFAULT '' NOT NULL;`)

  // Hand-written: the English side goes back into the columns; the Spanish side is dropped.
  await db.run(sql`UPDATE \`reviews\` SET (\`project\`, \`text\`) = (SELECT \`project\`, \`text\` FROM \`reviews_locales\` l WHERE l.\`_parent_id\` = \`reviews\`.\`id\` AND l.\`_locale\` = 'en') WHERE \`id\` IN (SELECT \`_parent_id\` FROM \`reviews_locales\` WHERE \`_locale\` = 'en');`)
  await db.run(sql`UPDATE \`faqs\` SET (\`question\`, \`answer\`) = (SELECT \`question\`, \`answer\` FROM \`faqs_locales\` l WHERE l.\`_parent_id\` = \`faqs\`.\`id\` AND l.\`_locale\` = 'en') WHERE \`id\` IN (SELECT \`_parent_id\` FROM \`faqs_locales\` WHERE \`_locale\` = 'en');`)
  await db.run(sql`UPDATE \`posts\` SET (\`title\`, \`excerpt\`, \`content\`, \`cta_label\`) = (SELECT \`title\`, \`excerpt\`, \`content\`, \`cta_label\` FROM \`posts_locales\` l WHERE l.\`_parent_id\` = \`posts\`.\`id\` AND l.\`_locale\` = 'en') WHERE \`id\` IN (SELECT \`_parent_id\` FROM \`posts_locales\` WHERE \`_locale\` = 'en');`)
  await db.run(sql`UPDATE \`_posts_v\` SET (\`version_title\`, \`version_excerpt\`, \`version_content\`, \`version_cta_label\`) = (SELECT \`version_title\`, \`version_excerpt\`, \`version_content\`, \`version_cta_label\` FROM \`_posts_v_locales\` l WHERE l.\`_parent_id\` = \`_posts_v\`.\`id\` AND l.\`_locale\` = 'en') WHERE \`id\` IN (SELECT \`_parent_id\` FROM \`_posts_v_locales\` WHERE \`_locale\` = 'en');`)
  await db.run(sql`UPDATE \`services_packages_features\` SET \`text\` = (SELECT \`text\` FROM \`services_packages_features_locales\` l WHERE l.\`_parent_id\` = \`services_packages_features\`.\`id\` AND l.\`_locale\` = 'en') WHERE \`id\` IN (SELECT \`_parent_id\` FROM \`services_packages_features_locales\` WHERE \`_locale\` = 'en');`)
  await db.run(sql`UPDATE \`services_packages\` SET (\`size\`, \`description\`) = (SELECT \`size\`, \`description\` FROM \`services_packages_locales\` l WHERE l.\`_parent_id\` = \`services_packages\`.\`id\` AND l.\`_locale\` = 'en') WHERE \`id\` IN (SELECT \`_parent_id\` FROM \`services_packages_locales\` WHERE \`_locale\` = 'en');`)
  await db.run(sql`UPDATE \`business_hours\` SET \`note\` = (SELECT \`note\` FROM \`business_hours_locales\` l WHERE l.\`_parent_id\` = \`business_hours\`.\`id\` AND l.\`_locale\` = 'en') WHERE \`id\` IN (SELECT \`_parent_id\` FROM \`business_hours_locales\` WHERE \`_locale\` = 'en');`)
  await db.run(sql`UPDATE \`business_payment_methods\` SET \`method\` = (SELECT \`method\` FROM \`business_payment_methods_locales\` l WHERE l.\`_parent_id\` = \`business_payment_methods\`.\`id\` AND l.\`_locale\` = 'en') WHERE \`id\` IN (SELECT \`_parent_id\` FROM \`business_payment_methods_locales\` WHERE \`_locale\` = 'en');`)
  await db.run(sql`UPDATE \`business\` SET (\`reply_promise_footer\`, \`reply_promise_after_request\`) = (SELECT \`reply_promise_footer\`, \`reply_promise_after_request\` FROM \`business_locales\` l WHERE l.\`_parent_id\` = \`business\`.\`id\` AND l.\`_locale\` = 'en') WHERE \`id\` IN (SELECT \`_parent_id\` FROM \`business_locales\` WHERE \`_locale\` = 'en');`)
  await db.run(sql`DELETE FROM \`posts_texts\` WHERE \`locale\` IS NOT 'en';`)
  await db.run(sql`DELETE FROM \`_posts_v_texts\` WHERE \`locale\` IS NOT 'en';`)
  await db.run(sql`DROP INDEX \`posts_texts_locale_parent\`;`)
  await db.run(sql`ALTER TABLE \`posts_texts\` DROP COLUMN \`locale\`;`)
  await db.run(sql`DROP INDEX \`_posts_v_texts_locale_parent\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v_texts\` DROP COLUMN \`locale\`;`)
  await db.run(sql`DROP TABLE \`reviews_locales\`;`)
  await db.run(sql`DROP TABLE \`faqs_locales\`;`)
  await db.run(sql`DROP TABLE \`posts_locales\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_locales\`;`)
  await db.run(sql`DROP TABLE \`services_packages_features_locales\`;`)
  await db.run(sql`DROP TABLE \`services_packages_locales\`;`)
  await db.run(sql`DROP TABLE \`business_hours_locales\`;`)
  await db.run(sql`DROP TABLE \`business_payment_methods_locales\`;`)
  await db.run(sql`DROP TABLE \`business_locales\`;`)
}
