ALTER TABLE `meetings` ADD `move_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `meetings` ADD `change_reason` text;--> statement-breakpoint
ALTER TABLE `meetings` ADD `confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `meetings` ADD `no_show_at` integer;