/**
 * `/fetcher/readyz` of the mcp host (docs/contract.md#discovery shape `{status, checks: {database, auth}}`).
 * Every MCP request is authenticated, limited and charged by the api's `McpGate`, so this host is
 * ready exactly when the gate's own database and auth checks pass; an unreachable gate fails both.
 */
import type { ReadinessCheck } from "@shared/http/health";
import type { McpEnv } from "./env";

async function gateCheck(gate: Fetcher | undefined, name: "database" | "auth"): Promise<string> {
  if (!gate) return "api gate not bound";
  let body: { checks?: Record<string, unknown> } | null;
  try {
    const res = await gate.fetch("https://api.internal/fetcher/readyz");
    body = (await res.json().catch(() => null)) as typeof body;
  } catch (err) {
    return `api gate unreachable${err instanceof Error ? `: ${err.name}` : ""}`;
  }
  const result = body?.checks?.[name];
  return typeof result === "string" ? result : "api gate gave no answer";
}

export const mcpReady: ReadinessCheck<McpEnv>[] = [
  { name: "database", check: (env) => gateCheck(env.API_GATE, "database") },
  { name: "auth", check: (env) => gateCheck(env.API_GATE, "auth") },
];
