ALTER TABLE `meetings` ADD `time_zone` text;--> statement-breakpoint
ALTER TABLE `meetings` ADD `calendar_uid` text;--> statement-breakpoint
ALTER TABLE `meetings` ADD `calendar_sequence` integer DEFAULT 0 NOT NULL;