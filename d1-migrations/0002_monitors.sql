CREATE TABLE `monitor_events` (
	`id` text PRIMARY KEY NOT NULL,
	`monitor_id` text NOT NULL,
	`run_id` text NOT NULL,
	`payload` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `monitor_events_run` ON `monitor_events` (`run_id`);--> statement-breakpoint
CREATE TABLE `monitor_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`monitor_id` text NOT NULL,
	`slot` integer NOT NULL,
	`status` text NOT NULL,
	`baseline` integer DEFAULT false NOT NULL,
	`changed` integer DEFAULT false NOT NULL,
	`credits` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `monitor_runs_key` ON `monitor_runs` (`monitor_id`,`slot`);--> statement-breakpoint
CREATE INDEX `monitor_runs_history` ON `monitor_runs` (`monitor_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `monitors` (
	`id` text PRIMARY KEY NOT NULL,
	`workspace_id` text NOT NULL,
	`url` text NOT NULL,
	`detector` text NOT NULL,
	`frequency` text NOT NULL,
	`paused` integer DEFAULT false NOT NULL,
	`webhook_url` text,
	`webhook_secret` text,
	`next_run_at` integer,
	`init_state` text DEFAULT 'pending' NOT NULL,
	`init_attempts` integer DEFAULT 0 NOT NULL,
	`init_next_retry_at` integer,
	`init_error_reason` text,
	`sync_state` text DEFAULT 'none' NOT NULL,
	`sync_attempts` integer DEFAULT 0 NOT NULL,
	`sync_next_retry_at` integer,
	`sync_error_reason` text,
	`sync_generation` integer DEFAULT 0 NOT NULL,
	`engine_generation` integer,
	`engine_frequency` text,
	`engine_paused` integer,
	`detector_version` text,
	`detector_state` text,
	`last_commit` text,
	`baseline_completed` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `monitors_workspace` ON `monitors` (`workspace_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `monitors_due` ON `monitors` (`next_run_at`);--> statement-breakpoint
CREATE TABLE `webhook_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`event_id` text NOT NULL,
	`monitor_id` text NOT NULL,
	`attempt` integer NOT NULL,
	`destination` text NOT NULL,
	`status` text NOT NULL,
	`due_at` integer NOT NULL,
	`response_status` integer,
	`error` text,
	`attempted_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `webhook_deliveries_attempt` ON `webhook_deliveries` (`event_id`,`attempt`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_due` ON `webhook_deliveries` (`status`,`due_at`);