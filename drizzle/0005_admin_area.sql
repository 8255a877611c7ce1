CREATE TABLE `admin_activity` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admin_id` integer,
	`admin_email` text NOT NULL,
	`action` text NOT NULL,
	`page` text,
	`duration` integer,
	`details` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `admin_activity_created_at_idx` ON `admin_activity` (`created_at`);--> statement-breakpoint
CREATE TABLE `admin_presence` (
	`admin_id` integer PRIMARY KEY NOT NULL,
	`current_page` text NOT NULL,
	`chat_status` text DEFAULT 'away' NOT NULL,
	`last_activity` integer NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
