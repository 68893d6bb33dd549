-- The response clock (src/leads/response-clock): when a lead was first answered and by which
-- account of the admin's, and when its one "Still waiting" reminder was queued. The account is
-- kept by id without a foreign key: the accounts table is the admin's, created after this store's
-- migrations on a fresh install. The admin's migration adds the index.
ALTER TABLE `leads` ADD `first_response_at` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `first_response_by_id` integer;--> statement-breakpoint
ALTER TABLE `leads` ADD `reminder_sent_at` text;
