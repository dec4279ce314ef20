/** Bindings and options of the development OpenID Connect issuer. */
import type { Env as Generated } from "../worker-configuration";

/**
 * The generated env (`npm run types`: `DEV_ISSUER_SEED`, the seed signing keys derive from, so a
 * restart keeps issued tokens valid), all optional because tests build the issuer with none, plus
 * two variables the wrangler.toml cannot declare without changing their default (an empty var is
 * not an unset one); `npm run dev` and the tests set them.
 */
export interface DevIssuerEnv extends Partial<Generated> {
  /** Issuer identifier; defaults to the origin the request came to (e.g. http://127.0.0.1:8793). */
  DEV_ISSUER_URL?: string;
  /** When set, `/token` requires this client secret (post or basic); otherwise clients are public. */
  DEV_ISSUER_CLIENT_SECRET?: string;
}

export interface DevIssuerOptions {
  /** Clock for issued and checked tokens (tests move it); defaults to `Date.now`. */
  now?: () => number;
}

export type DevIssuerApp = { Bindings: DevIssuerEnv };

export const DEFAULT_SEED = "svc-dev-issuer";

export function issuerUrl(env: DevIssuerEnv | undefined, requestUrl: string): string {
  return (env?.DEV_ISSUER_URL ?? new URL(requestUrl).origin).replace(/\/$/, "");
}
