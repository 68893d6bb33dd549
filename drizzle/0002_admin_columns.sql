-- The admin (src/cms/migrations) lists and searches leads: each row gets the time it last
-- changed and its phone's digits. SQLite cannot add a column with a computed default, so the
-- intake writes both; existing rows are filled here. lead_notes is moved into the admin's notes
-- (and dropped) by the admin's own migration.
ALTER TABLE `leads` ADD `updated_at` text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE `leads` SET `updated_at` = coalesce(`status_changed_at`, `created_at`);--> statement-breakpoint
ALTER TABLE `leads` ADD `phone_digits` text;--> statement-breakpoint
UPDATE `leads` SET `phone_digits` = (
  WITH d(v) AS (SELECT replace(replace(replace(replace(replace(replace(`phone`, ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''))
  SELECT CASE WHEN length(v) = 11 AND substr(v, 1, 1) = '1' THEN substr(v, 2) ELSE v END FROM d
);
--> statement-breakpoint
-- A row written without the time (by an older copy of the intake, or by hand) gets its own
-- received time, so the admin never reads an empty date.
CREATE TRIGGER `leads_updated_at_on_insert` AFTER INSERT ON `leads` WHEN NEW.`updated_at` = ''
BEGIN
  UPDATE `leads` SET `updated_at` = NEW.`created_at` WHERE `id` = NEW.`id`;
END;
