/**
 * Where the black-box tiers (e2e, contract) find the running service: `SVC_CONTRACT_<HOST>_URL`
 * (e.g. `SVC_CONTRACT_BASE_URL=https://api.example.com`) points them at a deployment, otherwise the
 * local dev stack's addresses from the one host table. Node only.
 */
import hostTable from "@shared/config/hosts.json";

export type StackHost = "base_url" | "md_url" | "brand_url" | "pdf_url" | "mcp_url" | "platform_url";

/** `SVC_CONTRACT_BASE_URL` set: a deployment is under test and no local stack is started. */
export const deploymentUnderTest = (): string | undefined => process.env.SVC_CONTRACT_BASE_URL || undefined;

/** The address of one host of the stack under test, without a trailing slash. */
export function stackUrl(host: StackHost): string {
  const override = process.env[`SVC_CONTRACT_${host.toUpperCase()}`];
  if (override) return override.replace(/\/+$/, "");
  const entry = hostTable.hosts.find((h) => h.placeholder === host);
  if (!entry) throw new Error(`no ${host} in shared/config/hosts.json`);
  return `http://127.0.0.1:${entry.port}`;
}
