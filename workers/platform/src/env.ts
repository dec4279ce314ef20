/** Bindings and context variables of the platform worker (`{platform_url}`, port 8792). */
import type { ClaimAttemptLimiter, ClaimCodeIndex, ClaimObject } from "../../../durable-objects/claim";
import type { CreditNamespace } from "@shared/billing";
import type { BaseVariables } from "@shared/http/worker-app";
import type { QuotaNamespace } from "@shared/quota";
import type { Session } from "./session";

export interface PlatformBindings {
  /** Shared with the api worker: keys written here are the ones its front door accepts. */
  DB: D1Database;
  QUOTA: QuotaNamespace;
  CLAIMS: DurableObjectNamespace<ClaimObject>;
  CLAIM_CODES: DurableObjectNamespace<ClaimCodeIndex>;
  CLAIM_ATTEMPTS: DurableObjectNamespace<ClaimAttemptLimiter>;
  /** The api worker's CreditAccount objects (script_name "api"): balance, ledger, top-up credits. */
  CREDITS: CreditNamespace;
  /** Stripe API secret key and the webhook endpoint's signing secret (docs/payments.md). */
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /** Stripe API base; `npm run dev` and tests point it at the local fake. */
  SVC_UPSTREAM_STRIPE?: string;
  /** HMAC key of the session and sign-in cookies (and of the CSRF tokens derived from them). */
  SESSION_SECRET?: string;
  /** OpenID Connect client secret; unset means a public client protected by PKCE alone. */
  OIDC_CLIENT_SECRET?: string;
  SVC_OIDC_CLIENT_ID?: string;
  /** The identity provider (docs/contract.md#upstreams); `npm run dev` points it at the dev issuer on 8793. */
  SVC_UPSTREAM_OIDC_ISSUER?: string;
  /** `{platform_url}`; defaults to the origin the request came to. */
  SVC_PLATFORM_URL?: string;
  /** `{base_url}` handed to agents with their key; default http://127.0.0.1:8787. */
  SVC_BASE_URL?: string;
  /** `{auth_doc_url}`; default `{platform_url}/agent-setup`. */
  SVC_AUTH_DOC_URL?: string;
  /** "test" issues `svc_test_` keys; so does the harness. Otherwise `svc_live_`. */
  SVC_KEY_ENV?: string;
  /** Claims one client IP may open per minute (default 60). */
  SVC_LIMIT_CLAIMS_PER_MIN?: string;
  SVC_HARNESS?: string;
  SVC_TRUST_CLIENT_IP_HEADER?: string;
}

export type PlatformVariables = BaseVariables & {
  /** The signed-in human, when the session cookie is valid. */
  session?: Session;
};

export type PlatformEnv = { Bindings: PlatformBindings; Variables: PlatformVariables };
