CREATE TABLE `admin_notices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`recipient` text NOT NULL,
	`message` text NOT NULL,
	`summary` text NOT NULL,
	`link` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`sent_at` integer
);
--> statement-breakpoint
CREATE INDEX `admin_notices_recipient_idx` ON `admin_notices` (`recipient`,`sent_at`);--> statement-breakpoint
DROP INDEX `contracts_order_id_idx`;--> statement-breakpoint
ALTER TABLE `contracts` ADD `voided_at` integer;--> statement-breakpoint
ALTER TABLE `contracts` ADD `void_reason` text;--> statement-breakpoint
ALTER TABLE `contracts` ADD `voided_by` text;--> statement-breakpoint
ALTER TABLE `contracts` ADD `pdf_stored_name` text;--> statement-breakpoint
CREATE UNIQUE INDEX `contracts_order_id_idx` ON `contracts` (`order_id`) WHERE voided_at is null;--> statement-breakpoint
ALTER TABLE `orders` ADD `opened_by` text;--> statement-breakpoint
DROP TRIGGER `contracts_signed_immutable`;--> statement-breakpoint
CREATE TRIGGER `contracts_signed_immutable` BEFORE UPDATE ON `contracts`
WHEN NEW.`text` IS NOT OLD.`text`
  OR NEW.`signature` IS NOT OLD.`signature`
  OR NEW.`signed_at` IS NOT OLD.`signed_at`
  OR NEW.`ip` IS NOT OLD.`ip`
  OR NEW.`user_agent` IS NOT OLD.`user_agent`
  OR NEW.`version` IS NOT OLD.`version`
  OR NEW.`plan` IS NOT OLD.`plan`
  OR NEW.`public_id` IS NOT OLD.`public_id`
  OR (OLD.`text_sha256` IS NOT NULL AND NEW.`text_sha256` IS NOT OLD.`text_sha256`)
  OR (OLD.`voided_at` IS NOT NULL AND (NEW.`voided_at` IS NOT OLD.`voided_at`
    OR NEW.`void_reason` IS NOT OLD.`void_reason` OR NEW.`voided_by` IS NOT OLD.`voided_by`))
BEGIN
  SELECT RAISE(ABORT, 'A signed agreement cannot be changed');
END;--> statement-breakpoint
CREATE TRIGGER `password_change_voids_reset_links` AFTER UPDATE OF `password_hash` ON `users`
WHEN NEW.`password_hash` IS NOT OLD.`password_hash`
BEGIN
  UPDATE `password_reset_tokens`
  SET `expires_at` = min(`expires_at`, CAST(unixepoch('subsec') * 1000 AS INTEGER))
  WHERE `user_id` = NEW.`id` AND `used_at` IS NULL;
END;
