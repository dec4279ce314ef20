/**
 * What a provider worker keeps between requests in one isolate: its circuit breaker, its clock,
 * and the upstream client settings. `createProviderApp` builds one and puts it on every request
 * (`c.var.provider`); tests build the app with an injected clock and a no-wait sleep.
 */
import type { CacheEnv } from "../cache";
import type { BaseVariables } from "../http/worker-app";
import { CircuitBreaker, type CircuitBreakerOptions } from "./circuit-breaker";
import type { UpstreamClientOptions } from "./upstream-client";

export interface ProviderRuntime {
  name: string;
  breaker: CircuitBreaker;
  /** Clock for cache freshness and the breaker (Unix ms). */
  now: () => number;
  upstream: Omit<UpstreamClientOptions, "env">;
}

/** Options a provider app accepts; all optional, production uses the defaults. */
export interface ProviderOptions {
  now?: () => number;
  circuit?: Omit<CircuitBreakerOptions, "now">;
  upstream?: Omit<UpstreamClientOptions, "env">;
}

export function providerRuntime(name: string, o: ProviderOptions = {}): ProviderRuntime {
  const now = o.now ?? Date.now;
  return { name, now, breaker: new CircuitBreaker(name, { ...o.circuit, now }), upstream: o.upstream ?? {} };
}

/** Bindings every provider worker has (wrangler.toml + dev secrets). */
export interface ProviderBindings extends CacheEnv {
  /** KV namespace of the shared short-lived cache. */
  CACHE: KVNamespace;
  /** HMAC key of cursors; unset (a deployment without the secret) fails paging closed. */
  CURSOR_SECRET?: string;
  SVC_HARNESS?: string;
}

export type ProviderVariables = BaseVariables & { provider: ProviderRuntime };

export type ProviderEnv<B extends ProviderBindings = ProviderBindings> = { Bindings: B; Variables: ProviderVariables };
