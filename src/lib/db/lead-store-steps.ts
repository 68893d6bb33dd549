/**
 * The lead store as it was built before one chain owned every table: the SQL of its eleven
 * steps (0000_init to 0010_accounts_leave_nothing), frozen word for word, and applied by the
 * admin's chain just before its leads collection (cms/migrations/20261123_010454_lead_store.ts).
 * An install made by an earlier release recorded the steps it ran in __drizzle_migrations; it
 * gets the ones it lacks, decided as that chain decided (by the time each step was made), and a
 * fresh install gets all. Never edited: a change to these tables is a new migration of the chain.
 */
export type LeadStoreStep = {
  tag: string;
  when: number;
  hash: string;
  statements: readonly string[];
};

export const leadStoreSteps: readonly LeadStoreStep[] = [
  {
    tag: "0000_init",
    when: 1795294407992,
    hash: "4991d51894031ddf6d0a57587ec0b34fdedae8db8784cb13f2a88c19c3a296bf",
    statements: [
      "CREATE TABLE `deliveries` (\n\t`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,\n\t`lead_id` integer NOT NULL,\n\t`channel` text NOT NULL,\n\t`status` text NOT NULL,\n\t`attempts` integer DEFAULT 0 NOT NULL,\n\t`last_error` text,\n\t`next_attempt_at` text,\n\t`locked_until` text,\n\t`sent_at` text,\n\t`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,\n\tFOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade\n);\n",
      "\nCREATE INDEX `deliveries_due_idx` ON `deliveries` (`status`,`next_attempt_at`);",
      "\nCREATE INDEX `deliveries_lead_idx` ON `deliveries` (`lead_id`);",
      "\nCREATE TABLE `lead_notes` (\n\t`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,\n\t`lead_id` integer NOT NULL,\n\t`body` text NOT NULL,\n\t`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,\n\tFOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade\n);\n",
      "\nCREATE TABLE `leads` (\n\t`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,\n\t`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,\n\t`full_name` text NOT NULL,\n\t`email` text NOT NULL,\n\t`phone` text NOT NULL,\n\t`project_address` text NOT NULL,\n\t`city` text NOT NULL,\n\t`service_types` text NOT NULL,\n\t`start_date` text,\n\t`budget_range` text NOT NULL,\n\t`project_description` text,\n\t`hear_about_us` text,\n\t`consent` integer NOT NULL,\n\t`consent_text` text NOT NULL,\n\t`consent_at` text NOT NULL,\n\t`client_ip` text,\n\t`user_agent` text,\n\t`landing_page` text,\n\t`referrer` text,\n\t`utm_source` text,\n\t`utm_medium` text,\n\t`utm_campaign` text,\n\t`utm_term` text,\n\t`utm_content` text,\n\t`first_touch_at` text,\n\t`form_page` text,\n\t`spam_verdict` text NOT NULL,\n\t`is_spam` integer NOT NULL,\n\t`status` text DEFAULT 'new' NOT NULL,\n\t`status_changed_at` text\n);\n",
      "\nCREATE INDEX `leads_created_idx` ON `leads` (`created_at`);",
      "\nCREATE INDEX `leads_status_idx` ON `leads` (`status`);",
      "\nCREATE TABLE `settings` (\n\t`key` text PRIMARY KEY NOT NULL,\n\t`value` text NOT NULL\n);\n",
    ],
  },
  {
    tag: "0001_spent_form_tokens",
    when: 1795370871478,
    hash: "069e98bb6f48936b43c6623ad5d82343dcdf7853e0f8066c5abc29167228384f",
    statements: [
      "CREATE TABLE `spent_form_tokens` (\n\t`token_id` text PRIMARY KEY NOT NULL,\n\t`spent_at` text NOT NULL\n);\n",
      "\nCREATE INDEX `spent_form_tokens_spent_idx` ON `spent_form_tokens` (`spent_at`);",
    ],
  },
  {
    tag: "0002_admin_columns",
    when: 1795396970918,
    hash: "3e8c12bdd1f4888252952a45e63b492028d7ac8245eedbca490374805ad6464a",
    statements: [
      "-- The admin (src/cms/migrations) lists and searches leads: each row gets the time it last\n-- changed and its phone's digits. SQLite cannot add a column with a computed default, so the\n-- intake writes both; existing rows are filled here. lead_notes is moved into the admin's notes\n-- (and dropped) by the admin's own migration.\nALTER TABLE `leads` ADD `updated_at` text DEFAULT '' NOT NULL;",
      "\nUPDATE `leads` SET `updated_at` = coalesce(`status_changed_at`, `created_at`);",
      "\nALTER TABLE `leads` ADD `phone_digits` text;",
      "\nUPDATE `leads` SET `phone_digits` = (\n  WITH d(v) AS (SELECT replace(replace(replace(replace(replace(replace(`phone`, ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''))\n  SELECT CASE WHEN length(v) = 11 AND substr(v, 1, 1) = '1' THEN substr(v, 2) ELSE v END FROM d\n);\n",
      "\n-- A row written without the time (by an older copy of the intake, or by hand) gets its own\n-- received time, so the admin never reads an empty date.\nCREATE TRIGGER `leads_updated_at_on_insert` AFTER INSERT ON `leads` WHEN NEW.`updated_at` = ''\nBEGIN\n  UPDATE `leads` SET `updated_at` = NEW.`created_at` WHERE `id` = NEW.`id`;\nEND;\n",
    ],
  },
  {
    tag: "0003_response_clock",
    when: 1795787452357,
    hash: "1698986f70000be4c176d5fb3f96e13a033b140999a79f84dcf9a8c271114ba8",
    statements: [
      "-- The response clock (src/leads/response-clock): when a lead was first answered and by which\n-- account of the admin's, and when its one \"Still waiting\" reminder was queued. The account is\n-- kept by id without a foreign key: the accounts table is the admin's, created after this store's\n-- migrations on a fresh install. The admin's migration adds the index.\nALTER TABLE `leads` ADD `first_response_at` text;",
      "\nALTER TABLE `leads` ADD `first_response_by_id` integer;",
      "\nALTER TABLE `leads` ADD `reminder_sent_at` text;\n",
    ],
  },
  {
    tag: "0004_review_requests",
    when: 1795788985851,
    hash: "a9b051778fc6e53eb17f1b6fd09722c6a7803c2e66e0dfb16429962f0074e6e3",
    statements: [
      "-- Review requests (src/leads/review-request): when a lead was asked for a review, and the\n-- addresses that asked for no more. The admin's migration adds the business's review link.\nCREATE TABLE `review_opt_outs` (\n\t`email` text PRIMARY KEY NOT NULL,\n\t`opted_out_at` text NOT NULL\n);\n",
      "\nALTER TABLE `leads` ADD `review_requested_at` text;",
    ],
  },
  {
    tag: "0005_push_devices",
    when: 1795798080574,
    hash: "68d915ed77821d6a364eda37022d11133fd06a1133411326974ed963b8eb1640",
    statements: [
      "-- Web Push (src/leads/push): the devices each account turned alerts on for, and which devices\n-- each push delivery already reached, so a retry never alerts a device twice.\nCREATE TABLE `push_devices` (\n\t`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,\n\t`user_id` integer NOT NULL,\n\t`endpoint` text NOT NULL,\n\t`p256dh` text NOT NULL,\n\t`auth` text NOT NULL,\n\t`label` text NOT NULL,\n\t`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,\n\t`last_alert_at` text\n);\n",
      "\nCREATE UNIQUE INDEX `push_devices_endpoint_unique` ON `push_devices` (`endpoint`);",
      "\nCREATE INDEX `push_devices_user_idx` ON `push_devices` (`user_id`);",
      "\nCREATE TABLE `push_sends` (\n\t`delivery_id` integer NOT NULL,\n\t`device_id` integer NOT NULL,\n\t`sent_at` text NOT NULL,\n\tPRIMARY KEY(`delivery_id`, `device_id`),\n\tFOREIGN KEY (`delivery_id`) REFERENCES `deliveries`(`id`) ON UPDATE no action ON DELETE cascade\n);\n",
    ],
  },
  {
    tag: "0006_appointments",
    when: 1795845593967,
    hash: "a5dae80a38594c27c56558034502b9dca4756b4822ffa62266d678b0b6c7aea0",
    statements: [
      "-- Bookings (src/bookings): the appointments homeowners book, and the five-minute steps each holds,\n-- whose primary key refuses a second booking of any overlapping time.\nCREATE TABLE `appointments` (\n\t`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,\n\t`uid` text NOT NULL,\n\t`lead_id` integer NOT NULL,\n\t`kind` text NOT NULL,\n\t`starts_at` text NOT NULL,\n\t`ends_at` text NOT NULL,\n\t`busy_until` text NOT NULL,\n\t`status` text NOT NULL,\n\t`sequence` integer DEFAULT 0 NOT NULL,\n\t`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,\n\t`updated_at` text NOT NULL,\n\t`cancelled_by` text,\n\tFOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade\n);\n",
      "\nCREATE UNIQUE INDEX `appointments_uid_unique` ON `appointments` (`uid`);",
      "\nCREATE INDEX `appointments_start_idx` ON `appointments` (`starts_at`);",
      "\nCREATE UNIQUE INDEX `appointments_one_upcoming_idx` ON `appointments` (`lead_id`,`kind`) WHERE status in ('booked', 'confirmed');",
      "\nCREATE TABLE `booked_steps` (\n\t`step` integer PRIMARY KEY NOT NULL,\n\t`appointment_id` integer NOT NULL,\n\tFOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE cascade\n);\n",
      "\nCREATE INDEX `booked_steps_appointment_idx` ON `booked_steps` (`appointment_id`);",
    ],
  },
  {
    tag: "0007_appointment_messages",
    when: 1795859568399,
    hash: "4572b2eba6b34542cc20fe79cb10690fbae3774990c523c8118bf34162b53311",
    statements: [
      "-- Appointment messages (src/bookings): the outbox rows of an appointment's invitations and\n-- reminder name it, and the appointment remembers when its day-before reminder was queued.\nALTER TABLE `appointments` ADD `reminder_queued_at` text;",
      "\nALTER TABLE `deliveries` ADD `appointment_id` integer REFERENCES appointments(id) ON DELETE cascade;",
      "\nCREATE INDEX `deliveries_appointment_idx` ON `deliveries` (`appointment_id`);\n",
    ],
  },
  {
    tag: "0008_calendar_feeds",
    when: 1795860801207,
    hash: "e0994ed55edcadef03f1d7a221a134f0dd9917fb75420210450640ccaf393d97",
    statements: [
      "-- Calendar feeds (src/bookings): each account's private address for its calendar app.\nCREATE TABLE `calendar_feeds` (\n\t`user_id` integer PRIMARY KEY NOT NULL,\n\t`token` text NOT NULL,\n\t`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL\n);\n",
      "\nCREATE UNIQUE INDEX `calendar_feeds_token_unique` ON `calendar_feeds` (`token`);",
    ],
  },
  {
    tag: "0009_lead_language",
    when: 1795872917658,
    hash: "c08eeb9875ccb242e16c52457d5b2b697d3e93de5399912b536193beed70884c",
    statements: [
      "-- The lead's language: the edition its form was sent from; older leads were English.\nALTER TABLE `leads` ADD `language` text DEFAULT 'en' NOT NULL;",
    ],
  },
  {
    tag: "0010_accounts_leave_nothing",
    when: 1796292936999,
    hash: "9fc084bed2181dbc2ca4bd703ac121e75ad4602470cd77b5e5788110663c4a28",
    statements: [
      '-- Issue 47: a calendar feed\'s token is kept only as its SHA-256 (the admin\'s migration\n-- 20261203_accounts_leave_nothing hashes the tokens phones already hold), and each push device\n-- counts the alerts its push service refused in a row.\nALTER TABLE `calendar_feeds` RENAME COLUMN "token" TO "token_hash";',
      "\nDROP INDEX `calendar_feeds_token_unique`;",
      "\nCREATE UNIQUE INDEX `calendar_feeds_token_hash_unique` ON `calendar_feeds` (`token_hash`);",
      "\nALTER TABLE `push_devices` ADD `failures` integer DEFAULT 0 NOT NULL;",
      "\nALTER TABLE `push_devices` ADD `last_failure` text;",
      "\nALTER TABLE `push_devices` ADD `last_failure_at` text;",
    ],
  },
];

/** Runs one statement and returns its rows; the values here are inlined (numbers and hex). */
type Execute = (statement: string) => Promise<readonly Record<string, unknown>[]>;

/**
 * Applies the steps this database lacks, as the chain they came from did: its table of applied
 * steps is kept, and a step runs when it was made after the last one applied.
 */
export async function applyLeadStoreSteps(execute: Execute) {
  await execute(
    'CREATE TABLE IF NOT EXISTS "__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at numeric)',
  );
  const [last] = await execute(
    'SELECT created_at FROM "__drizzle_migrations" ORDER BY created_at DESC LIMIT 1',
  );
  const lastAt = last ? Number(last.created_at) : -Infinity;
  for (const step of leadStoreSteps) {
    if (step.when <= lastAt) continue;
    for (const statement of step.statements) await execute(statement);
    await execute(
      `INSERT INTO "__drizzle_migrations" ("hash", "created_at") VALUES ('${step.hash}', ${step.when})`,
    );
  }
}
