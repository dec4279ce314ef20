CREATE TABLE `payment_events` (
	`id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`type` text NOT NULL,
	`intent_id` text,
	`outcome` text NOT NULL,
	`received_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `topup_intents` ADD `provider_session_id` text;--> statement-breakpoint
ALTER TABLE `topup_intents` ADD `provider_checkout_url` text;--> statement-breakpoint
ALTER TABLE `topup_intents` ADD `succeeded_at` text;