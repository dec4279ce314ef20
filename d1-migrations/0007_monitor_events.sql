CREATE TABLE `watch_event_updates` (
	`id` text PRIMARY KEY NOT NULL,
	`watch_id` text NOT NULL,
	`event_id` text NOT NULL,
	`status` text NOT NULL,
	`payload` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `watch_event_updates_once` ON `watch_event_updates` (`event_id`,`status`);--> statement-breakpoint
DROP INDEX `monitor_runs_key`;--> statement-breakpoint
ALTER TABLE `monitor_runs` ADD `kind` text DEFAULT 'scheduled' NOT NULL;--> statement-breakpoint
ALTER TABLE `monitor_runs` ADD `request_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `monitor_runs_key` ON `monitor_runs` (`monitor_id`,`slot`,`kind`);--> statement-breakpoint
ALTER TABLE `monitor_events` ADD `changes` text;--> statement-breakpoint
CREATE INDEX `monitor_events_list` ON `monitor_events` (`monitor_id`,`created_at`,`id`);--> statement-breakpoint
ALTER TABLE `webhook_deliveries` ADD `first_attempt` integer DEFAULT 1 NOT NULL;