CREATE TABLE `portfolio_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`image` text NOT NULL,
	`image_alt` text NOT NULL,
	`category` text NOT NULL,
	`technologies` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `social_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`platform` text NOT NULL,
	`url` text NOT NULL,
	`username` text,
	`display_name` text,
	`followers_count` integer,
	`is_active` integer DEFAULT true NOT NULL,
	`show_on_homepage` integer DEFAULT true NOT NULL,
	`show_in_footer` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `social_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`embed_instagram` integer DEFAULT false NOT NULL,
	`embed_twitter` integer DEFAULT false NOT NULL,
	`embed_facebook` integer DEFAULT false NOT NULL,
	`social_proof_enabled` integer DEFAULT true NOT NULL,
	`show_social_section` integer DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE `website_images` (
	`key` text PRIMARY KEY NOT NULL,
	`image` text NOT NULL
);
