/**
 * `/fetcher/readyz` of the anonymous gateways (md, brand, pdf), in the shape of docs/contract.md#discovery
 * `{status, checks: {database, auth}}`. A gateway has no D1: its shared store is the QuotaBucket
 * Durable Object (admission) and the KV cache, and the PDF gateway's ConversionSlots object; any
 * of them unreachable means every request would be refused with 503, so the host is not ready.
 * `auth` is "ok" by construction: these hosts authenticate nobody (anonymous per-IP quotas).
 *
 * @example createWorkerApp({ ..., readiness: gatewayReadiness() })
 */
import type { Env } from "hono";
import { type SlotsNamespace, slotsShard } from "./conversion-slots";
import { DAY_MS, type QuotaNamespace, quotaObject } from "../quota";
import type { ReadinessCheck } from "../http/health";

export interface GatewayStores {
  QUOTA?: QuotaNamespace;
  CACHE?: KVNamespace;
  /** The PDF gateway's active-conversion slots. */
  SLOTS?: SlotsNamespace;
}

const PROBE = "readyz-probe";

/** "ok", or the first store that failed and why (never a secret or an address). */
export async function gatewayStoresReady(env: GatewayStores, stores: readonly ("quota" | "cache" | "slots")[]): Promise<string> {
  for (const store of stores) {
    try {
      if (store === "quota") {
        if (!env.QUOTA) return "quota store not bound";
        await quotaObject(env.QUOTA, PROBE).peek(1, DAY_MS);
      } else if (store === "cache") {
        if (!env.CACHE) return "cache not bound";
        await env.CACHE.get(PROBE);
      } else {
        if (!env.SLOTS) return "conversion slots not bound";
        await slotsShard(env.SLOTS, PROBE).active(PROBE);
      }
    } catch (err) {
      return `${store} store unreachable${err instanceof Error ? `: ${err.name}` : ""}`;
    }
  }
  return "ok";
}

/** The md and brand gateways' checks (quota + cache); the PDF gateway adds its slots. */
export function gatewayReadiness<E extends Env & { Bindings: GatewayStores }>(withSlots = false): ReadinessCheck<E>[] {
  const stores = withSlots ? (["quota", "cache", "slots"] as const) : (["quota", "cache"] as const);
  return [
    { name: "database", check: (env) => gatewayStoresReady(env, stores) },
    { name: "auth", check: async () => "ok" },
  ];
}
