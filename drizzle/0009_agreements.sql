ALTER TABLE `contracts` ADD `text_sha256` text;--> statement-breakpoint
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
BEGIN
  SELECT RAISE(ABORT, 'A signed agreement cannot be changed');
END;--> statement-breakpoint
CREATE TABLE `project_stage_dates` (
	`project_id` integer NOT NULL,
	`stage` integer NOT NULL,
	`reached_at` integer NOT NULL,
	PRIMARY KEY(`project_id`, `stage`),
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
