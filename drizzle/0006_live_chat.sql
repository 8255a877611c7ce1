CREATE TABLE `chat_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` integer NOT NULL,
	`sender_type` text NOT NULL,
	`sender_name` text NOT NULL,
	`event` text DEFAULT 'message' NOT NULL,
	`message` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`session_id`) REFERENCES `chat_sessions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `chat_messages_session_idx` ON `chat_messages` (`session_id`,`id`);--> statement-breakpoint
CREATE TABLE `chat_sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`conversation_id` text NOT NULL,
	`user_id` integer,
	`customer_name` text NOT NULL,
	`customer_email` text NOT NULL,
	`visitor_token_hash` text,
	`status` text DEFAULT 'waiting' NOT NULL,
	`admin_id` integer,
	`admin_name` text,
	`accepted_at` integer,
	`ended_at` integer,
	`ended_by` text,
	`escalated_at` integer,
	`inbox_message_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`admin_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`inbox_message_id`) REFERENCES `customer_messages`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `chat_sessions_conversation_id_unique` ON `chat_sessions` (`conversation_id`);--> statement-breakpoint
CREATE INDEX `chat_sessions_status_idx` ON `chat_sessions` (`status`);--> statement-breakpoint
CREATE INDEX `chat_sessions_user_id_idx` ON `chat_sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `chat_sessions_email_idx` ON `chat_sessions` (`customer_email`);