CREATE TABLE `meetings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slot_id` text NOT NULL,
	`date` text NOT NULL,
	`time` text NOT NULL,
	`starts_at` integer NOT NULL,
	`status` text NOT NULL,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`plan` text,
	`user_id` integer,
	`hold_expires_at` integer,
	`payment_id` text,
	`cancel_reason` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `meetings_slot_id_unique` ON `meetings` (`slot_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `meetings_live_slot_idx` ON `meetings` (`date`,`time`) WHERE status in ('held', 'booked');--> statement-breakpoint
CREATE INDEX `meetings_email_idx` ON `meetings` (`email`);--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `attachment_names` text;