-- Issue 47: a calendar feed's token is kept only as its SHA-256 (the admin's migration
-- 20261203_accounts_leave_nothing hashes the tokens phones already hold), and each push device
-- counts the alerts its push service refused in a row.
ALTER TABLE `calendar_feeds` RENAME COLUMN "token" TO "token_hash";--> statement-breakpoint
DROP INDEX `calendar_feeds_token_unique`;--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feeds_token_hash_unique` ON `calendar_feeds` (`token_hash`);--> statement-breakpoint
ALTER TABLE `push_devices` ADD `failures` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `push_devices` ADD `last_failure` text;--> statement-breakpoint
ALTER TABLE `push_devices` ADD `last_failure_at` text;