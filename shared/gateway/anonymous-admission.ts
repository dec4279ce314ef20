/**
 * Tier-A admission of the anonymous gateways (docs/contract.md#gateways, #limits): 20 valid
 * requests per trusted client IP per UTC day, one bucket per gateway. A handler admits after it
 * has validated the method and the target and before any cache or upstream work; from then on
 * every answer, errors included, carries the `X-RateLimit-*` headers.
 *
 * @example
 * app.use("/md/*", quotaHeadersOnEveryAnswer());
 * app.get("/md/*", async (c) => { const target = parseTarget(c); await admitAnonymous(c, "md"); ... });
 */
import type { Context, MiddlewareHandler } from "hono";
import { clientIp, type ClientIpEnv } from "../http/client-ip";
import { anonymousQuota } from "../http/anonymous-quota";
import { SafeFetchError } from "../net";
import { DAY_MS, type QuotaNamespace, quotaHeaders, returnQuotaUnit } from "../quota";

export const ANONYMOUS_GATEWAY_LIMIT_PER_DAY = 20;

export interface AnonymousGatewayEnv extends ClientIpEnv {
  QUOTA: QuotaNamespace;
  /** Where the agent setup recipe is published (`{auth_doc_url}`); default `{platform_url}/agent-setup`. */
  SVC_AUTH_DOC_URL?: string;
}

export type AdmissionVariables = { quotaHeaders?: Record<string, string> };

type GatewayEnv = { Bindings: AnonymousGatewayEnv; Variables: AdmissionVariables };


/**
 * Takes one unit from the caller's daily bucket of `gateway`. Over the limit: 429
 * `anonymous_limit_reached` with continuation and `Retry-After`. Limiter down: 503 `degraded`.
 */
export async function admitAnonymous<E extends GatewayEnv>(c: Context<E>, gateway: string): Promise<void> {
  const bucket = bucketOf(c, gateway);
  const decision = await anonymousQuota(c.env.QUOTA, bucket, ANONYMOUS_GATEWAY_LIMIT_PER_DAY, DAY_MS, c.env);
  c.set("quotaHeaders", quotaHeaders(decision));
}

/**
 * Runs the admitted request's work; if it fails because the target itself is invalid, found only
 * once its name was resolved (a name of a private or metadata address, or one that does not
 * resolve: 400), the unit goes back, since only valid requests count (SPEC: admission after
 * target validation). Upstream failures, unsafe redirects included, keep their unit.
 */
export async function unitBackOnInvalidTarget<E extends GatewayEnv, T>(c: Context<E>, gateway: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof SafeFetchError && INVALID_TARGET.has(err.kind)) await returnQuotaUnit(c.env.QUOTA, bucketOf(c, gateway), DAY_MS, c.get("quotaHeaders"));
    throw err;
  }
}

const INVALID_TARGET = new Set(["unsafe_target", "unresolvable"]);
const bucketOf = <E extends GatewayEnv>(c: Context<E>, gateway: string) => `anon:${gateway}:${clientIp(c)}`;

/** Stamps the admitted request's quota headers on whatever answer the route produced, errors too. */
export function quotaHeadersOnEveryAnswer(): MiddlewareHandler<{ Variables: AdmissionVariables }> {
  return async function stampQuotaHeaders(c, next) {
    await next();
    const headers = c.get("quotaHeaders");
    if (!headers) return;
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}
