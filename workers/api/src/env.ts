import type { CreditNamespace } from "@shared/billing";
import type { QuotaNamespace } from "@shared/quota";
import type { BaseVariables } from "@shared/http/worker-app";
import type { ProviderService } from "@shared/provider/provider-entrypoint";
import type { TickReport } from "@shared/monitors/tick";
import type { AuthContext } from "./auth/key-lookup";

export interface ApiBindings {
  DB: D1Database;
  QUOTA: QuotaNamespace;
  CREDITS: CreditNamespace;
  /** Provider workers, entrypoint ProviderRpc (`handle(request)` on the hot path). */
  NEWS: ProviderService;
  APPS: ProviderService;
  VIDEO: ProviderService;
  SOCIAL: ProviderService;
  /** monitors worker, entrypoint MonitorsRpc: the monitor routes, and `tick(now)` for the cron. */
  MONITORS: MonitorsService;
  /** md gateway, entrypoint MdInternal (keyed /v1/markdown). */
  MD: Fetcher;
  /** brand gateway, entrypoint BrandInternal (keyed /v1/brand/*, research targets; `handle` is RPC). */
  BRAND: ProviderService;
  CURSOR_SECRET: string;
  SVC_HARNESS?: string;
  SVC_TRUST_CLIENT_IP_HEADER?: string;
  SVC_ACCOUNTLESS?: string;
  /** `{platform_url}`, where checkout and key claims live. */
  SVC_PLATFORM_URL?: string;
  /** Harness/bench only: raise the per-key and per-organization windows. */
  SVC_LIMIT_KEY_PER_MIN?: string;
  SVC_LIMIT_ORG_PER_MIN?: string;
}

/** The monitors worker as the api worker sees it. */
export interface MonitorsService extends ProviderService {
  tick(now: number): Promise<TickReport>;
}

export type ApiEnv = {
  Bindings: ApiBindings;
  Variables: BaseVariables & { auth?: AuthContext; clientIp: string };
};
