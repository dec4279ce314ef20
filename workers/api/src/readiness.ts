import { x402Readiness } from "@shared/payments/x402";
import type { ReadinessCheck } from "@shared/http/health";
import type { ApiEnv } from "./env";

/**
 * D1 holds both the workspaces and the key hashes, so "auth" probes the keys table itself. In
 * accountless mode payment is how keyless callers are admitted, so a missing or zero
 * `SVC_X402_PAY_TO` makes "auth" fail too (not_ready) rather than ask for money to no one.
 */
export const databaseReady: ReadinessCheck<ApiEnv>[] = [
  { name: "database", check: async (env) => ((await env.DB.prepare("SELECT 1 AS ok").first("ok")) === 1 ? "ok" : "unexpected answer") },
  { name: "auth", check: async (env) => (await env.DB.prepare("SELECT count(*) AS n FROM api_keys LIMIT 1").first("n"), x402Readiness(env)) },
];
