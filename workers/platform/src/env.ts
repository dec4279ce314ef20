/** Bindings and context variables of the platform worker (`{platform_url}`, port 8792). */
import type { WorkerEnv } from "@shared/config";
import type { BaseVariables } from "@shared/http/worker-app";
import type { QuotaNamespace } from "@shared/quota";
import type { Env as Generated } from "../worker-configuration";
import type { Session } from "./session";

/**
 * Generated from its wrangler.toml (`npm run types`): `DB` (shared with the api worker: keys written
 * here are the ones its front door accepts), `QUOTA`, the claim objects, the production vars and
 * the secrets `SESSION_SECRET` (signs session and sign-in cookies and CSRF tokens) and
 * `OIDC_CLIENT_SECRET` (unset: a public client protected by PKCE alone); and the SVC_* knobs.
 * `QUOTA` is typed as the port shared/ calls (shared/quota.ts), which the class implements.
 */
export interface PlatformBindings extends WorkerEnv<Generated, { QUOTA: QuotaNamespace }> {}

export type PlatformVariables = BaseVariables & {
  /** The signed-in human, when the session cookie is valid. */
  session?: Session;
};

export type PlatformEnv = { Bindings: PlatformBindings; Variables: PlatformVariables };
