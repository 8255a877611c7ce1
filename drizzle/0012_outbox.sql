PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_email_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`message` text,
	`text` text,
	`html` text,
	`link` text,
	`status` text DEFAULT 'queued' NOT NULL,
	`attachment_names` text,
	`topic` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`not_before` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`not_after` integer,
	`error` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`sent_at` integer
);
--> statement-breakpoint
INSERT INTO `__new_email_outbox`("id", "to", "subject", "text", "html", "link", "status", "attachment_names", "error", "created_at", "sent_at") SELECT "id", "to", "subject", "text", "html", "link", "status", "attachment_names", "error", "created_at", "sent_at" FROM `email_outbox`;--> statement-breakpoint
DROP TABLE `email_outbox`;--> statement-breakpoint
ALTER TABLE `__new_email_outbox` RENAME TO `email_outbox`;--> statement-breakpoint
UPDATE `email_outbox` SET `status` = 'failed', `error` = 'Left undelivered before the outbox retried mail' WHERE `status` = 'queued';--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `email_outbox_due_idx` ON `email_outbox` (`status`,`not_before`);--> statement-breakpoint
CREATE INDEX `email_outbox_topic_idx` ON `email_outbox` (`topic`);