import { x402Readiness } from "@shared/payments/x402";
import type { ProbeOnce, ReadinessCheck } from "@shared/http/health";
import type { ApiEnv } from "./env";

/**
 * D1 holds both the workspaces and the key hashes, so "auth" probes the keys table itself. In
 * accountless mode payment is how keyless callers are admitted, so a missing or zero
 * `SVC_X402_PAY_TO` makes "auth" fail too (not_ready) rather than ask for money to no one.
 *
 * One query answers both checks when all is well (the keys table read means the database is up);
 * only when it fails does "database" ask `SELECT 1` whether the database itself answers.
 */
const readKeysTable = (env: ApiEnv["Bindings"], once: ProbeOnce) => once("keys", () => env.DB.prepare("SELECT count(*) AS n FROM api_keys LIMIT 1").first("n"));

export const databaseReady: ReadinessCheck<ApiEnv>[] = [
  {
    name: "database",
    check: async (env, once) => {
      const keys = await readKeysTable(env, once).then(
        () => true,
        () => false,
      );
      if (keys) return "ok";
      return (await env.DB.prepare("SELECT 1 AS ok").first("ok")) === 1 ? "ok" : "unexpected answer";
    },
  },
  { name: "auth", check: async (env, once) => (await readKeysTable(env, once), x402Readiness(env)) },
];
