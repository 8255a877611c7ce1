CREATE TABLE `deliverables` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` integer NOT NULL,
	`stage` integer NOT NULL,
	`note` text NOT NULL,
	`preview_url` text,
	`file_ids` text NOT NULL,
	`posted_by` text NOT NULL,
	`status` text DEFAULT 'awaiting' NOT NULL,
	`comments` text,
	`decided_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `deliverables_project_id_idx` ON `deliverables` (`project_id`);