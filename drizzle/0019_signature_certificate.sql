CREATE TABLE `agreement_addenda` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`public_id` text NOT NULL,
	`contract_id` integer NOT NULL,
	`number` integer NOT NULL,
	`text` text NOT NULL,
	`text_sha256` text NOT NULL,
	`issued_by` text NOT NULL,
	`issued_at` integer NOT NULL,
	`signature` text,
	`signer_email` text,
	`ip` text,
	`user_agent` text,
	`signed_at` integer,
	FOREIGN KEY (`contract_id`) REFERENCES `contracts`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "agreement_addenda_signed_whole" CHECK(("agreement_addenda"."signed_at" is null) = ("agreement_addenda"."signature" is null) and ("agreement_addenda"."signed_at" is null) = ("agreement_addenda"."ip" is null) and ("agreement_addenda"."signed_at" is null) = ("agreement_addenda"."signer_email" is null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `agreement_addenda_public_id_unique` ON `agreement_addenda` (`public_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `agreement_addenda_number_idx` ON `agreement_addenda` (`contract_id`,`number`);--> statement-breakpoint
ALTER TABLE `contracts` ADD `pdf_key` text;--> statement-breakpoint
-- A deleted customer's email may give way to the deletion's placeholder (decision 043); nothing else changes.
CREATE TRIGGER `agreement_addenda_immutable` BEFORE UPDATE ON `agreement_addenda`
WHEN NEW.`public_id` IS NOT OLD.`public_id`
  OR NEW.`contract_id` IS NOT OLD.`contract_id`
  OR NEW.`number` IS NOT OLD.`number`
  OR NEW.`text` IS NOT OLD.`text`
  OR NEW.`text_sha256` IS NOT OLD.`text_sha256`
  OR NEW.`issued_by` IS NOT OLD.`issued_by`
  OR NEW.`issued_at` IS NOT OLD.`issued_at`
  OR (OLD.`signed_at` IS NOT NULL AND (NEW.`signed_at` IS NOT OLD.`signed_at`
    OR NEW.`signature` IS NOT OLD.`signature`
    OR (NEW.`signer_email` IS NOT OLD.`signer_email` AND NEW.`signer_email` NOT LIKE 'deleted-customer-%@deleted.invalid')
    OR NEW.`ip` IS NOT OLD.`ip` OR NEW.`user_agent` IS NOT OLD.`user_agent`))
BEGIN
  SELECT RAISE(ABORT, 'An addendum cannot be changed');
END;
