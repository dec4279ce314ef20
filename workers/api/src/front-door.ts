/**
 * The path every provider request takes through the api worker:
 * authenticate → (zod validation) → rate limits → credits → forward to the provider's binding.
 * Limits and credits are settled before any upstream work; every store failure refuses the request.
 */
import type { Context, MiddlewareHandler } from "hono";
import { chargeCredits, refundCredits } from "../../../shared/billing";
import type { ProviderEntry } from "../../../shared/contract/catalog";
import type { ProviderRouteSpec } from "../../../shared/contract/provider-route";
import { ApiError } from "../../../shared/errors";
import { clientIp } from "../../../shared/http/client-ip";
import { anonymousQuota } from "../../../shared/http/anonymous-quota";
import { priceMicro } from "../../../shared/pricing";
import { DAY_MS, MINUTE_MS, quotaHeaders, takeQuota } from "../../../shared/quota";
import { assertEntitled } from "./auth/entitlements";
import { bearerKey, lookupKey, missingKeyError } from "./auth/key-lookup";
import type { ApiEnv } from "./env";

export const KEY_LIMIT_PER_MIN = 60;
export const ORG_LIMIT_PER_MIN = 300;
export const ANONYMOUS_PROVIDER_LIMIT_PER_DAY = 20;

/** Resolves the caller before validation, so a bad key is a 401 whatever the query says. */
export function authenticate(provider: ProviderEntry, spec: ProviderRouteSpec): MiddlewareHandler<ApiEnv> {
  return async function authenticateCaller(c, next) {
    // Another method on a data route is a 405, whoever asks: leave it to the router.
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const key = bearerKey(c.req.header("Authorization"));
    if (key) {
      const auth = await lookupKey(c.env.DB, key);
      if (spec.scope && !auth.scopes.includes(spec.scope)) {
        throw new ApiError("forbidden_scope", `This key lacks the scope "${spec.scope}" that ${spec.route.path} requires.`);
      }
      assertEntitled(auth.plan, provider.name);
      c.set("auth", auth);
    } else if (spec.auth === "key") {
      throw missingKeyError();
    }
    c.set("clientIp", clientIp(c));
    await next();
  };
}

const limitFrom = (raw: string | undefined, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** Per-key then per-organization fixed windows; the organization only counts what the key admitted. */
async function admitKeyed(c: Context<ApiEnv>, keyId: string, orgId: string): Promise<void> {
  const harness = c.env.SVC_HARNESS === "1";
  const keyLimit = harness ? limitFrom(c.env.SVC_LIMIT_KEY_PER_MIN, KEY_LIMIT_PER_MIN) : KEY_LIMIT_PER_MIN;
  const orgLimit = harness ? limitFrom(c.env.SVC_LIMIT_ORG_PER_MIN, ORG_LIMIT_PER_MIN) : ORG_LIMIT_PER_MIN;
  for (const [bucket, limit, label] of [
    [`key:${keyId}`, keyLimit, "this API key"],
    [`org:${orgId}`, orgLimit, "this organization"],
  ] as const) {
    const decision = await takeQuota(c.env.QUOTA, bucket, limit, MINUTE_MS, "first");
    if (!decision.allowed) {
      throw new ApiError("rate_limited", `Rate limit of ${limit} requests per minute reached for ${label}; honor Retry-After.`, {
        headers: quotaHeaders(decision),
      });
    }
  }
}

/** Forwards the validated request to the provider worker, charging credits for keyed callers. */
export function forwardTo(provider: ProviderEntry, spec: ProviderRouteSpec) {
  return async function forwardToProvider(c: Context<ApiEnv>): Promise<Response> {
    const auth = c.get("auth");
    let quota: Record<string, string> = {};
    if (auth) {
      await admitKeyed(c, auth.keyId, auth.orgId);
    } else if (spec.auth === "optional") {
      const decision = await anonymousQuota(c.env.QUOTA, `anon:${provider.name}:${c.get("clientIp")}`, ANONYMOUS_PROVIDER_LIMIT_PER_DAY, DAY_MS);
      quota = quotaHeaders(decision);
    }
    const price = auth ? priceMicro(spec.price) : 0;
    if (auth) await chargeCredits(c.env.DB, auth.workspaceId, price);

    const upstream = new Request(c.req.url, { method: "GET", headers: forwardHeaders(c) });
    let res: Response;
    try {
      res = await c.env[provider.binding].fetch(upstream);
    } catch (err) {
      if (auth) await refundCredits(c.env.DB, auth.workspaceId, price);
      throw new ApiError("upstream_unavailable", `The ${provider.name} provider is unreachable.`, { internal: String(err) });
    }
    if (auth && res.status >= 400) await refundCredits(c.env.DB, auth.workspaceId, price);
    const out = new Response(res.body, res);
    for (const [name, value] of Object.entries(quota)) out.headers.set(name, value);
    out.headers.set("X-Request-Id", c.get("requestId"));
    return out;
  };
}

function forwardHeaders(c: Context<ApiEnv>): Headers {
  const headers = new Headers({ "X-Request-Id": c.get("requestId"), Accept: "application/json" });
  const auth = c.get("auth");
  if (auth) {
    headers.set("X-Svc-Workspace-Id", auth.workspaceId);
    headers.set("X-Svc-Org-Id", auth.orgId);
  }
  headers.set("X-Svc-Client-Ip", c.get("clientIp"));
  const cacheControl = c.req.header("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  return headers;
}
