/**
 * `/fetcher/readyz` of the mcp host (docs/contract.md#discovery shape `{status, checks: {database, auth}}`).
 * Every MCP request is authenticated, limited and charged by the api's `McpGate`, so this host is
 * ready exactly when the gate's own database and auth checks pass; an unreachable gate fails both.
 */
import type { ProbeOnce, ReadinessCheck } from "@shared/http/health";
import type { McpEnv } from "./env";

/** The gate's readiness checks, asked once per probe for both of this host's checks. */
async function gateChecks(gate: Fetcher): Promise<Record<string, unknown> | string> {
  try {
    const res = await gate.fetch("https://api.internal/fetcher/readyz");
    const body = (await res.json().catch(() => null)) as { checks?: Record<string, unknown> } | null;
    return body?.checks ?? {};
  } catch (err) {
    return `api gate unreachable${err instanceof Error ? `: ${err.name}` : ""}`;
  }
}

async function gateCheck(gate: Fetcher | undefined, name: "database" | "auth", once: ProbeOnce): Promise<string> {
  if (!gate) return "api gate not bound";
  const checks = await once("gate", () => gateChecks(gate));
  if (typeof checks === "string") return checks;
  const result = checks[name];
  return typeof result === "string" ? result : "api gate gave no answer";
}

export const mcpReady: ReadinessCheck<McpEnv>[] = [
  { name: "database", check: (env, once) => gateCheck(env.API_GATE, "database", once) },
  { name: "auth", check: (env, once) => gateCheck(env.API_GATE, "auth", once) },
];
