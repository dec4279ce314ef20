ALTER TABLE `monitor_runs` ADD `charge_id` text;--> statement-breakpoint
ALTER TABLE `monitor_runs` ADD `refund_due` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `monitor_runs_open` ON `monitor_runs` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `monitor_runs_refund_due` ON `monitor_runs` (`refund_due`);--> statement-breakpoint
ALTER TABLE `monitors` ADD `state_run_id` text;--> statement-breakpoint
ALTER TABLE `monitors` ADD `state_slot` integer;--> statement-breakpoint
ALTER TABLE `watch_runs` ADD `charge_id` text;--> statement-breakpoint
ALTER TABLE `watch_runs` ADD `refund_due` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `watch_runs_open` ON `watch_runs` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `watch_runs_refund_due` ON `watch_runs` (`refund_due`);--> statement-breakpoint
ALTER TABLE `watches` ADD `state_run_id` text;--> statement-breakpoint
ALTER TABLE `watches` ADD `state_slot` integer;