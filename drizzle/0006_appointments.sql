-- Bookings (src/bookings): the appointments homeowners book, and the five-minute steps each holds,
-- whose primary key refuses a second booking of any overlapping time.
CREATE TABLE `appointments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`uid` text NOT NULL,
	`lead_id` integer NOT NULL,
	`kind` text NOT NULL,
	`starts_at` text NOT NULL,
	`ends_at` text NOT NULL,
	`busy_until` text NOT NULL,
	`status` text NOT NULL,
	`sequence` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text NOT NULL,
	`cancelled_by` text,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `appointments_uid_unique` ON `appointments` (`uid`);--> statement-breakpoint
CREATE INDEX `appointments_start_idx` ON `appointments` (`starts_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `appointments_one_upcoming_idx` ON `appointments` (`lead_id`,`kind`) WHERE status in ('booked', 'confirmed');--> statement-breakpoint
CREATE TABLE `booked_steps` (
	`step` integer PRIMARY KEY NOT NULL,
	`appointment_id` integer NOT NULL,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `booked_steps_appointment_idx` ON `booked_steps` (`appointment_id`);