CREATE TABLE `x402_payments` (
	`proof_id` text PRIMARY KEY NOT NULL,
	`status` text NOT NULL,
	`resource` text NOT NULL,
	`transaction` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
