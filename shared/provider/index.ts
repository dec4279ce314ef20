/**
 * The provider toolkit: what every provider worker (news, apps, …) is built from.
 * - `createProviderApp`: app skeleton + runtime + `/__status`;
 * - `providerRead` / `providerOk`: cached, coalesced, circuit-protected upstream reads;
 * - `upstreamClient` / `getUpstreamJson`: safe-fetcher GETs with retries, one error mapping;
 * - `pageFrom` / `pageMeta` / `cursorScope`: page numbers behind signed cursors;
 * - `values.normalize`: defensive readers (explicit null, never a made-up zero).
 */
export { CIRCUIT_DEFAULTS, CircuitBreaker, type CircuitBreakerOptions, CircuitOpenError, type CircuitState } from "./circuit-breaker";
export { isProviderOutage } from "./outage";
export { mapBounded } from "./map-bounded";
export { pageFrom, pageMeta, pageOfIds, type PagePosition, type PageQuery, cursorScope } from "./paging";
export { createProviderApp, type ProviderAppOptions, type ProviderStatus, statusOf } from "./provider-app";
export { providerOk, providerRead, type ProviderReadResult } from "./provider-read";
export { type ProviderBindings, type ProviderEnv, type ProviderOptions, type ProviderRuntime, type ProviderVariables, providerRuntime } from "./provider-runtime";
export { unsupportedOperation } from "./unsupported-operation";
export { validated } from "./validated";
export { DEFAULT_RETRY, type RetryPolicy, type UpstreamClient, type UpstreamClientOptions, upstreamClient } from "./upstream-client";
export { type Fetch, getUpstreamJson, getUpstreamText, type JsonQuery, retryAfterSeconds, type UpstreamMessages, upstreamBase } from "./upstream-json";
