-- Appointment messages (src/bookings): the outbox rows of an appointment's invitations and
-- reminder name it, and the appointment remembers when its day-before reminder was queued.
ALTER TABLE `appointments` ADD `reminder_queued_at` text;--> statement-breakpoint
ALTER TABLE `deliveries` ADD `appointment_id` integer REFERENCES appointments(id) ON DELETE cascade;--> statement-breakpoint
CREATE INDEX `deliveries_appointment_idx` ON `deliveries` (`appointment_id`);
