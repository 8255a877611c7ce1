ALTER TABLE `orders` ADD `idempotency_key` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `checkout_url` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `expires_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_idempotency_key_unique` ON `orders` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `orders_pending_idx` ON `orders` (`status`,`expires_at`);--> statement-breakpoint
UPDATE `orders` SET `expires_at` = `created_at` + 604800000;
