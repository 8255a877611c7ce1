CREATE TABLE `email_verifications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`email` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `email_verifications_user_id_idx` ON `email_verifications` (`user_id`);--> statement-breakpoint
ALTER TABLE `meetings` ADD `manage_token_hash` text;--> statement-breakpoint
CREATE UNIQUE INDEX `meetings_manage_token_idx` ON `meetings` (`manage_token_hash`);--> statement-breakpoint
ALTER TABLE `orders` ADD `previous_plan` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `refunded_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `email_verified_at` integer;--> statement-breakpoint
UPDATE `users` SET `email_verified_at` = `created_at` WHERE `is_admin` = 1;--> statement-breakpoint
UPDATE `orders` SET `refunded_cents` = `amount_cents` WHERE `status` = 'refunded';
