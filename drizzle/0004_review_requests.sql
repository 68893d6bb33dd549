-- Review requests (src/leads/review-request): when a lead was asked for a review, and the
-- addresses that asked for no more. The admin's migration adds the business's review link.
CREATE TABLE `review_opt_outs` (
	`email` text PRIMARY KEY NOT NULL,
	`opted_out_at` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `leads` ADD `review_requested_at` text;