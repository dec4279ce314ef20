CREATE TABLE `platform_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`data` text NOT NULL,
	`auth_time` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer
);
--> statement-breakpoint
CREATE INDEX `platform_sessions_user` ON `platform_sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `x402_payments` (
	`proof_id` text PRIMARY KEY NOT NULL,
	`status` text NOT NULL,
	`resource` text NOT NULL,
	`transaction` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
