import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`alt\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_pairs_locales\` (
  	\`caption\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_pairs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_pairs_locales_locale_parent_id_unique\` ON \`projects_pairs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_scope_items_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_scope_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_scope_items_locales_locale_parent_id_unique\` ON \`projects_scope_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_timeline_phases_locales\` (
  	\`name\` text NOT NULL,
  	\`duration\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_timeline_phases\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_timeline_phases_locales_locale_parent_id_unique\` ON \`projects_timeline_phases_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_built_paragraphs_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_built_paragraphs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_built_paragraphs_locales_locale_parent_id_unique\` ON \`projects_built_paragraphs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_gallery_locales\` (
  	\`caption\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_gallery_locales_locale_parent_id_unique\` ON \`projects_gallery_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_locales\` (
  	\`title\` text NOT NULL,
  	\`home_type\` text NOT NULL,
  	\`summary\` text NOT NULL,
  	\`goal_heading\` text NOT NULL,
  	\`goal_text\` text NOT NULL,
  	\`before_heading\` text NOT NULL,
  	\`before_text\` text NOT NULL,
  	\`scope_heading\` text NOT NULL,
  	\`timeline_total\` text NOT NULL,
  	\`built_heading\` text NOT NULL,
  	\`result_heading\` text NOT NULL,
  	\`result_text\` text NOT NULL,
  	\`meta_title\` text NOT NULL,
  	\`meta_description\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_locales_locale_parent_id_unique\` ON \`projects_locales\` (\`_locale\`,\`_parent_id\`);`)
  // Hand-written: the English words move into each table's English side before their columns are
  // dropped (the generated migration would drop them and lose every project's text and every
  // photo's description). Plain INSERT … SELECT and ALTER … DROP COLUMN only: a table rebuild
  // would cascade-delete the rows that hang off projects and photos.
  await db.run(sql`INSERT INTO \`media_locales\` (\`alt\`, \`_locale\`, \`_parent_id\`) SELECT \`alt\`, 'en', \`id\` FROM \`media\`;`)
  await db.run(sql`INSERT INTO \`projects_pairs_locales\` (\`caption\`, \`_locale\`, \`_parent_id\`) SELECT \`caption\`, 'en', \`id\` FROM \`projects_pairs\`;`)
  await db.run(sql`INSERT INTO \`projects_scope_items_locales\` (\`text\`, \`_locale\`, \`_parent_id\`) SELECT \`text\`, 'en', \`id\` FROM \`projects_scope_items\`;`)
  await db.run(sql`INSERT INTO \`projects_timeline_phases_locales\` (\`name\`, \`duration\`, \`text\`, \`_locale\`, \`_parent_id\`) SELECT \`name\`, \`duration\`, \`text\`, 'en', \`id\` FROM \`projects_timeline_phases\`;`)
  await db.run(sql`INSERT INTO \`projects_built_paragraphs_locales\` (\`text\`, \`_locale\`, \`_parent_id\`) SELECT \`text\`, 'en', \`id\` FROM \`projects_built_paragraphs\`;`)
  await db.run(sql`INSERT INTO \`projects_gallery_locales\` (\`caption\`, \`_locale\`, \`_parent_id\`) SELECT \`caption\`, 'en', \`id\` FROM \`projects_gallery\`;`)
  await db.run(sql`INSERT INTO \`projects_locales\` (\`title\`, \`home_type\`, \`summary\`, \`goal_heading\`, \`goal_text\`, \`before_heading\`, \`before_text\`, \`scope_heading\`, \`timeline_total\`, \`built_heading\`, \`result_heading\`, \`result_text\`, \`meta_title\`, \`meta_description\`, \`_locale\`, \`_parent_id\`) SELECT \`title\`, \`home_type\`, \`summary\`, \`goal_heading\`, \`goal_text\`, \`before_heading\`, \`before_text\`, \`scope_heading\`, \`timeline_total\`, \`built_heading\`, \`result_heading\`, \`result_text\`, \`meta_title\`, \`meta_description\`, 'en', \`id\` FROM \`projects\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`alt\`;`)
  await db.run(sql`ALTER TABLE \`projects_pairs\` DROP COLUMN \`caption\`;`)
  await db.run(sql`ALTER TABLE \`projects_scope_items\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`projects_timeline_phases\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`projects_timeline_phases\` DROP COLUMN \`duration\`;`)
  await db.run(sql`ALTER TABLE \`projects_timeline_phases\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`projects_built_paragraphs\` DROP COLUMN \`text\`;`)
  await db.run(sql`ALTER TABLE \`projects_gallery\` DROP COLUMN \`caption\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`home_type\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`summary\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`goal_heading\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`goal_text\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`before_heading\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`before_text\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`scope_heading\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`timeline_total\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`built_heading\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`result_heading\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`result_text\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`meta_title\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`meta_description\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`alt\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`projects_pairs\` ADD \`caption\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`projects_scope_items\` ADD \`text\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`projects_timeline_phases\` ADD \`name\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`projects_timeline_phases\` ADD \`duration\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`projects_timeline_phases\` ADD \`text\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`projects_built_paragraphs\` ADD \`text\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`projects_gallery\` ADD \`caption\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`title\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`home_type\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`summary\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`goal_heading\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`goal_text\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`before_heading\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`before_text\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`scope_heading\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`timeline_total\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`built_heading\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`result_heading\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`result_text\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`meta_title\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`meta_description\` text DEFAULT '' NOT NULL;`)

  // Hand-written: the English side goes back into the columns (a NOT NULL column added to a
  // table with rows needs a default); the Spanish side is dropped with its tables.
  await db.run(sql`UPDATE \`media\` SET \`alt\` = (SELECT \`alt\` FROM \`media_locales\` l WHERE l.\`_parent_id\` = \`media\`.\`id\` AND l.\`_locale\` = 'en') WHERE \`id\` IN (SELECT \`_parent_id\` FROM \`media_locales\` WHERE \`_locale\` = 'en');`)
  await db.run(sql`UPDATE \`projects_pairs\` SET \`caption\` = (SELECT \`caption\` FROM \`projects_pairs_locales\` l WHERE l.\`_parent_id\` = \`projects_pairs\`.\`id\` AND l.\`_locale\` = 'en') WHERE \`id\` IN (SELECT \`_parent_id\` FROM \`projects_pairs_locales\` WHERE \`_locale\` = 'en');`)
  await db.run(sql`UPDATE \`projects_scope_items\` SET \`text\` = (SELECT \`text\` FROM \`projects_scope_items_locales\` l WHERE l.\`_parent_id\` = \`projects_scope_items\`.\`id\` AND l.\`_locale\` = 'en') WHERE \`id\` IN (SELECT \`_parent_id\` FROM \`projects_scope_items_locales\` WHERE \`_locale\` = 'en');`)
  await db.run(sql`UPDATE \`projects_timeline_phases\` SET (\`name\`, \`duration\`, \`text\`) = (SELECT \`name\`, \`duration\`, \`text\` FROM \`projects_timeline_phases_locales\` l WHERE l.\`_parent_id\` = \`projects_timeline_phases\`.\`id\` AND l.\`_locale\` = 'en') WHERE \`id\` IN (SELECT \`_parent_id\` FROM \`projects_timeline_phases_locales\` WHERE \`_locale\` = 'en');`)
  await db.run(sql`UPDATE \`projects_built_paragraphs\` SET \`text\` = (SELECT \`text\` FROM \`projects_built_paragraphs_locales\` l WHERE l.\`_parent_id\` = \`projects_built_paragraphs\`.\`id\` AND l.\`_locale\` = 'en') WHERE \`id\` IN (SELECT \`_parent_id\` FROM \`projects_built_paragraphs_locales\` WHERE \`_locale\` = 'en');`)
  await db.run(sql`UPDATE \`projects_gallery\` SET \`caption\` = (SELECT \`caption\` FROM \`projects_gallery_locales\` l WHERE l.\`_parent_id\` = \`projects_gallery\`.\`id\` AND l.\`_locale\` = 'en') WHERE \`id\` IN (SELECT \`_parent_id\` FROM \`projects_gallery_locales\` WHERE \`_locale\` = 'en');`)
  await db.run(sql`UPDATE \`projects\` SET (\`title\`, \`home_type\`, \`summary\`, \`goal_heading\`, \`goal_text\`, \`before_heading\`, \`before_text\`, \`scope_heading\`, \`timeline_total\`, \`built_heading\`, \`result_heading\`, \`result_text\`, \`meta_title\`, \`meta_description\`) = (SELECT \`title\`, \`home_type\`, \`summary\`, \`goal_heading\`, \`goal_text\`, \`before_heading\`, \`before_text\`, \`scope_heading\`, \`timeline_total\`, \`built_heading\`, \`result_heading\`, \`result_text\`, \`meta_title\`, \`meta_description\` FROM \`projects_locales\` l WHERE l.\`_parent_id\` = \`projects\`.\`id\` AND l.\`_locale\` = 'en') WHERE \`id\` IN (SELECT \`_parent_id\` FROM \`projects_locales\` WHERE \`_locale\` = 'en');`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_pairs_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_scope_items_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_timeline_phases_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_built_paragraphs_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_gallery_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_locales\`;`)
}
