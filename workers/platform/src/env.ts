/** Bindings and context variables of the platform worker (`{platform_url}`, port 8792). */
import type { CreditNamespace } from "@shared/billing";
import type { WorkerEnv } from "@shared/config";
import type { BaseVariables } from "@shared/http/worker-app";
import type { MonitorTask } from "@shared/monitors/engine";
import type { QuotaNamespace } from "@shared/quota";
import type { Env as Generated } from "../worker-configuration";
import type { Session } from "./session";

/**
 * Generated from its wrangler.toml (`npm run types`): `DB` (shared with the api worker: keys written
 * here are the ones its front door accepts), `QUOTA`, the claim objects, `CREDITS` (the api
 * worker's CreditAccount objects, script_name "api": balance, ledger, top-up credits), the
 * production vars and the secrets `SESSION_SECRET` (signs session and sign-in cookies and CSRF
 * tokens), `OIDC_CLIENT_SECRET` (unset: a public client protected by PKCE alone),
 * `STRIPE_SECRET_KEY` and `STRIPE_WEBHOOK_SECRET` (docs/payments.md); and the SVC_* knobs.
 * `MONITOR_TASKS` (send only: the dashboard's redeliver button) and `SNAPSHOTS` (read only: a
 * watch's evidence snapshots) are the monitor engine's queue and bucket.
 * `QUOTA` and `CREDITS` are typed as the ports shared/ calls, which the classes implement.
 */
export interface PlatformBindings extends WorkerEnv<Generated, { QUOTA: QuotaNamespace; CREDITS: CreditNamespace; MONITOR_TASKS: Queue<MonitorTask> }> {}

export type PlatformVariables = BaseVariables & {
  /** The signed-in human, when the session cookie is valid. */
  session?: Session;
};

export type PlatformEnv = { Bindings: PlatformBindings; Variables: PlatformVariables };
