import type { CreditNamespace } from "@shared/billing";
import type { WorkerEnv } from "@shared/config";
import type { BaseVariables } from "@shared/http/worker-app";
import type { QuotaNamespace } from "@shared/quota";
import type { ProviderService } from "@shared/provider/provider-entrypoint";
import type { TickReport } from "@shared/monitors/tick";
import type { Env as Generated } from "../worker-configuration";
import type { AuthContext } from "./auth/key-lookup";

/**
 * Bindings of the api worker: generated from the root wrangler.toml (`npm run types`), with the
 * ports shared/ calls instead of the Durable Object classes, and the RPC ports of its service
 * bindings (wrangler types them as plain `Service`).
 */
export interface ApiBindings
  extends WorkerEnv<
    Generated,
    {
      /** The objects' ports (shared/quota.ts, shared/billing.ts), which the classes implement. */
      QUOTA: QuotaNamespace;
      CREDITS: CreditNamespace;
      /** Provider workers, entrypoint ProviderRpc (`answer(method, url, headers, body)` on the hot path). */
      NEWS: ProviderService;
      APPS: ProviderService;
      VIDEO: ProviderService;
      SOCIAL: ProviderService;
      /** monitors worker, entrypoint MonitorsRpc: the monitor routes, and `tick(now)` for the cron. */
      MONITORS: MonitorsService;
      /** brand gateway, entrypoint BrandInternal (keyed /v1/brand/*, research targets; `answer` is RPC). */
      BRAND: ProviderService;
    }
  > {}

/** The monitors worker as the api worker sees it. */
export interface MonitorsService extends ProviderService {
  tick(now: number): Promise<TickReport>;
}

export type ApiEnv = {
  Bindings: ApiBindings;
  /** `payable`: the route's policy lets its caller pay with x402 (set by `authenticate`). */
  Variables: BaseVariables & { auth?: AuthContext; clientIp?: string; payable?: boolean };
};
