CREATE TABLE `spent_form_tokens` (
	`token_id` text PRIMARY KEY NOT NULL,
	`spent_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `spent_form_tokens_spent_idx` ON `spent_form_tokens` (`spent_at`);