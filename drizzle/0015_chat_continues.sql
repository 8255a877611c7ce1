CREATE TABLE `chat_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`session_id`) REFERENCES `chat_sessions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `chat_links_token_hash_unique` ON `chat_links` (`token_hash`);--> statement-breakpoint
ALTER TABLE `chat_sessions` ADD `requested_at` integer;--> statement-breakpoint
ALTER TABLE `chat_sessions` ADD `customer_read_id` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `chat_sessions` ADD `admin_read_id` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `chat_sessions` ADD `alerted_line_id` integer DEFAULT 0 NOT NULL;