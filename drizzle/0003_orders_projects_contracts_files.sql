CREATE TABLE `contracts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`public_id` text NOT NULL,
	`order_id` integer,
	`user_id` integer,
	`email` text NOT NULL,
	`plan` text NOT NULL,
	`signature` text NOT NULL,
	`version` text NOT NULL,
	`text` text NOT NULL,
	`ip` text NOT NULL,
	`user_agent` text,
	`signed_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contracts_public_id_unique` ON `contracts` (`public_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `contracts_order_id_idx` ON `contracts` (`order_id`);--> statement-breakpoint
CREATE INDEX `contracts_email_idx` ON `contracts` (`email`);--> statement-breakpoint
CREATE TABLE `files` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`order_id` integer,
	`owner_email` text NOT NULL,
	`filename` text NOT NULL,
	`stored_name` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`sha256` text NOT NULL,
	`notes` text,
	`source` text DEFAULT 'customer' NOT NULL,
	`uploaded_by` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `files_stored_name_unique` ON `files` (`stored_name`);--> statement-breakpoint
CREATE INDEX `files_owner_email_idx` ON `files` (`owner_email`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`public_id` text NOT NULL,
	`kind` text DEFAULT 'plan' NOT NULL,
	`plan` text NOT NULL,
	`description` text NOT NULL,
	`quantity` integer DEFAULT 1 NOT NULL,
	`user_id` integer,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text DEFAULT 'usd' NOT NULL,
	`payment_method` text NOT NULL,
	`provider` text NOT NULL,
	`provider_ref` text,
	`provider_payment_id` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`meeting_slot_id` text,
	`return_to` text DEFAULT 'success_page' NOT NULL,
	`receipt_id` text,
	`receipt_sent_at` integer,
	`paid_at` integer,
	`refunded_at` integer,
	`failure_reason` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_public_id_unique` ON `orders` (`public_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_provider_ref_unique` ON `orders` (`provider_ref`);--> statement-breakpoint
CREATE INDEX `orders_user_id_idx` ON `orders` (`user_id`);--> statement-breakpoint
CREATE INDEX `orders_email_idx` ON `orders` (`email`);--> statement-breakpoint
CREATE TABLE `projects` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`order_id` integer,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`plan` text NOT NULL,
	`status` text DEFAULT 'Plan Selected' NOT NULL,
	`stage` integer DEFAULT 1 NOT NULL,
	`business_name` text,
	`business_description` text,
	`start_date` text,
	`design_references` text,
	`website_content` text,
	`admin_notes` text,
	`notes_updated_at` integer,
	`notes_by` text,
	`website_url` text,
	`logo_url` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `projects_order_id_idx` ON `projects` (`order_id`);--> statement-breakpoint
CREATE INDEX `projects_email_idx` ON `projects` (`email`);--> statement-breakpoint
CREATE TABLE `webhook_events` (
	`id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`type` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
