CREATE TABLE `watch_events` (
	`id` text PRIMARY KEY NOT NULL,
	`watch_id` text NOT NULL,
	`run_id` text NOT NULL,
	`topic` text NOT NULL,
	`type` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`supersedes_event_id` text,
	`retracted_event_id` text,
	`lineage_event_id` text,
	`correction_reason` text,
	`record` text NOT NULL,
	`webhook_payload` text,
	`detected_at` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `watch_events_list` ON `watch_events` (`watch_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `watch_events_topic` ON `watch_events` (`watch_id`,`topic`,`created_at`);--> statement-breakpoint
CREATE TABLE `watch_observations` (
	`id` text PRIMARY KEY NOT NULL,
	`watch_id` text NOT NULL,
	`run_id` text NOT NULL,
	`page_id` text NOT NULL,
	`url` text NOT NULL,
	`topics` text NOT NULL,
	`snapshot_id` text NOT NULL,
	`snapshot_key` text NOT NULL,
	`content_hash` text NOT NULL,
	`observed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `watch_observations_run` ON `watch_observations` (`run_id`);--> statement-breakpoint
CREATE INDEX `watch_observations_page` ON `watch_observations` (`watch_id`,`page_id`,`observed_at`);--> statement-breakpoint
CREATE TABLE `watch_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`watch_id` text NOT NULL,
	`slot` integer NOT NULL,
	`status` text NOT NULL,
	`topics_read` integer DEFAULT 0 NOT NULL,
	`topics_failed` integer DEFAULT 0 NOT NULL,
	`credits` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `watch_runs_key` ON `watch_runs` (`watch_id`,`slot`);--> statement-breakpoint
CREATE TABLE `watch_topic_states` (
	`id` text PRIMARY KEY NOT NULL,
	`watch_id` text NOT NULL,
	`topic` text NOT NULL,
	`version` integer NOT NULL,
	`record` text NOT NULL,
	`observed_to` integer,
	`observed_runs` integer DEFAULT 1 NOT NULL,
	`valid_to` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `watch_topic_states_version` ON `watch_topic_states` (`watch_id`,`topic`,`version`);--> statement-breakpoint
CREATE TABLE `watches` (
	`id` text PRIMARY KEY NOT NULL,
	`workspace_id` text NOT NULL,
	`target` text NOT NULL,
	`domain` text NOT NULL,
	`origin` text NOT NULL,
	`entity_id` text NOT NULL,
	`display_name` text,
	`topics` text NOT NULL,
	`topic_intervals` text NOT NULL,
	`requested_frequency` text NOT NULL,
	`effective_frequency` text,
	`status` text DEFAULT 'active' NOT NULL,
	`status_changed_at` integer NOT NULL,
	`archived_at` integer,
	`coverage_state` text DEFAULT 'initializing' NOT NULL,
	`failed_run_streak` integer DEFAULT 0 NOT NULL,
	`last_run_at` integer,
	`observed_since` integer,
	`last_observed_at` integer,
	`webhook_url` text,
	`webhook_secret` text,
	`next_run_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `watches_workspace` ON `watches` (`workspace_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `watches_due` ON `watches` (`next_run_at`);--> statement-breakpoint
ALTER TABLE `webhook_deliveries` ADD `kind` text DEFAULT 'monitor' NOT NULL;