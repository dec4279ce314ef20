/**
 * The path every keyed request takes through the api worker:
 * authenticate → (zod validation) → admit (rate limits, then credits) → the route's work.
 * Limits and credits are settled before any upstream work; every store failure refuses the request.
 * Provider routes use `forwardTo`; other keyed routes (markdown, brand, billing) call `admit` themselves.
 */
import type { Context, MiddlewareHandler } from "hono";
import { admitKeyedRequest, refundCredits } from "@shared/billing";
import type { ProviderEntry } from "@shared/contract/catalog";
import type { AuthPolicy, ProviderRouteSpec } from "@shared/contract/provider-route";
import { ApiError } from "@shared/errors";
import { clientIp } from "@shared/http/client-ip";
import { anonymousQuota } from "@shared/http/anonymous-quota";
import { type PriceName, priceMicro } from "@shared/pricing";
import { DAY_MS, MINUTE_MS, quotaHeaders, returnQuotaUnit, takeQuota } from "@shared/quota";
import {
  accountlessEnabled,
  type PaymentKind,
  type PendingPayment,
  paymentRequired,
  releasePayment,
  settlePayment,
  verifyPayment,
  x402Ready,
} from "@shared/payments/x402";
import { assertEntitled } from "./auth/entitlements";
import { type AuthContext, bearerKey, lookupKey, missingKeyError } from "./auth/key-lookup";
import type { ApiEnv } from "./env";
import { setting } from "@shared/config";
import { answerResponse } from "@shared/provider/provider-entrypoint";
import { SafeFetchError, withinDeadline } from "@shared/net";

export const KEY_LIMIT_PER_MIN = 60;
export const ORG_LIMIT_PER_MIN = 300;
export const ANONYMOUS_PROVIDER_LIMIT_PER_DAY = 20;
/** Keyless payment attempts (proofs sent to the facilitator) per client IP per minute. */
export const X402_ATTEMPTS_PER_MIN = 20;
/**
 * How long the front door waits for a provider worker's answer (headers) before it gives the
 * charge back and answers 502: below the 30 s a typical client waits, so a hung provider is an
 * answered, refunded failure rather than a disconnect that leaves the charge behind.
 */
export const PROVIDER_TIMEOUT_MS = 20_000;

export interface CallerPolicy {
  auth: AuthPolicy;
  scope: string | null;
  /** Capability name checked against the workspace plan (403 not_entitled). */
  entitlement: string;
  /**
   * May the caller pay this request with x402: keyless in accountless mode, or a key short of
   * credits (topup)? Only routes whose answer passes through `answerAdmitted`, which settles.
   */
  payable?: boolean;
}

/**
 * The caller's client key (`clientIp`), worked out on first use in this request: only keyless
 * callers need it (anonymous quotas, the x402 attempt limit, the address a provider sees), and its
 * edge check parses `request.cf`, which was the largest single item of a keyed request's CPU.
 */
export function callerIp(c: Context<ApiEnv>): string {
  let ip = c.get("clientIp");
  if (ip === undefined) c.set("clientIp", (ip = clientIp(c)));
  return ip;
}

/** Resolves the caller before validation, so a bad key is a 401 whatever the query says. */
export function authenticate(policy: CallerPolicy): MiddlewareHandler<ApiEnv> {
  return async function authenticateCaller(c, next) {
    // Another method on a GET route is a 405, whoever asks: leave it to the router.
    if (c.req.method === "OPTIONS") return next();
    c.set("payable", policy.payable === true);
    const key = bearerKey(c.req.header("Authorization"));
    if (key) {
      const auth = await lookupKey(c.env.DB, key);
      if (policy.scope && !auth.scopes.includes(policy.scope)) {
        throw new ApiError("forbidden_scope", `This key lacks the scope "${policy.scope}" that ${c.req.path} requires.`);
      }
      assertEntitled(auth.plan, policy.entitlement);
      c.set("auth", auth);
    } else if (policy.auth === "key" && !(policy.payable && accountlessEnabled(c.env))) {
      throw missingKeyError();
    }
    await next();
  };
}

/**
 * Per-key then per-organization fixed windows, then the charge: one call to the organization's
 * CreditAccount, which holds both windows and the workspace's balance. The organization only
 * counts what the key admitted; a refused window is a 429 and charges nothing.
 */
async function admitKeyed(c: Context<ApiEnv>, auth: AuthContext, charged: number): Promise<string> {
  const meta = { route: ledgerRoute(c.req.routePath), request_id: c.get("requestId") };
  const limits = {
    key: setting(c.env, "SVC_LIMIT_KEY_PER_MIN") ?? KEY_LIMIT_PER_MIN,
    organization: setting(c.env, "SVC_LIMIT_ORG_PER_MIN") ?? ORG_LIMIT_PER_MIN,
  };
  const result = await admitKeyedRequest(c.env.CREDITS, auth, limits, charged, meta);
  if (result.limited) {
    const label = result.limited === "key" ? "this API key" : "this organization";
    throw new ApiError("rate_limited", `Rate limit of ${result.decision.limit} requests per minute reached for ${label}; honor Retry-After.`, {
      headers: quotaHeaders(result.decision),
    });
  }
  return result.charge_id;
}

/** The ledger names the route as the OpenAPI document does (`/v1/news/item/{id}`); each routing path once per isolate. */
const ledgerRoutes = new Map<string, string>();
function ledgerRoute(routePath: string): string {
  let route = ledgerRoutes.get(routePath);
  if (route === undefined) ledgerRoutes.set(routePath, (route = routePath.replace(/:(\w+)/g, "{$1}")));
  return route;
}

export interface Admission {
  /** Quota headers to put on the answer (anonymous callers). */
  headers: Record<string, string>;
  /** Micro-credits taken; give them back with `refund` if the request produced nothing. */
  charged: number;
  /** The charge's id (keyed callers): `refund` reverses exactly this charge, once. */
  chargeId?: string;
  /** A verified x402 payment (keyless callers): settled after success, released otherwise. */
  payment?: PendingPayment;
  /** The anonymous daily bucket a unit was taken from (key-optional routes without a key). */
  anonymousBucket?: string;
}

/**
 * Admits the authenticated (or anonymous) caller: keyed callers pass both minute windows and pay
 * `price` × `units` (research: one unit per target); anonymous callers of key-optional routes
 * take one unit of `anonymousBucket`'s daily quota.
 */
export async function admit(c: Context<ApiEnv>, price: PriceName, anonymousBucket?: string, units = 1): Promise<Admission> {
  const auth = c.get("auth");
  if (auth) {
    const charged = priceMicro(price, units);
    try {
      return { headers: {}, charged, chargeId: await admitKeyed(c, auth, charged) };
    } catch (err) {
      // With x402 on, a key short of credits may pay this one request (topup extension) on a
      // payable route; its windows were counted by the refused admission. Elsewhere (the mcp
      // gate, whose work runs in another worker) nothing could settle a payment: top up instead.
      if (!(err instanceof ApiError && err.code === "topup_required" && x402Ready(c.env) && c.get("payable"))) throw err;
      const proof = c.req.header("PAYMENT-SIGNATURE");
      if (!proof) throw paymentRequired(c.env, charged, c.req.url, "The credit balance is below the price of this request.", "topup");
      return { headers: {}, charged: 0, payment: await verifyProof(c, proof, charged, "topup") };
    }
  }
  if (!anonymousBucket) return payPerRequest(c, priceMicro(price, units));
  const bucket = `anon:${anonymousBucket}:${callerIp(c)}`;
  const decision = await anonymousQuota(c.env.QUOTA, bucket, ANONYMOUS_PROVIDER_LIMIT_PER_DAY, DAY_MS, c.env);
  return { headers: quotaHeaders(decision), charged: 0, anonymousBucket: bucket };
}

/**
 * Accountless mode (SVC_ACCOUNTLESS=1): a keyless call of a priced keyed route pays for itself
 * with x402; free routes still need a key.
 */
async function payPerRequest(c: Context<ApiEnv>, priceInMicro: number): Promise<Admission> {
  if (!accountlessEnabled(c.env) || priceInMicro <= 0 || !c.get("payable")) throw missingKeyError();
  const proof = c.req.header("PAYMENT-SIGNATURE");
  if (!proof) throw paymentRequired(c.env, priceInMicro, c.req.url, "This route requires an x402 payment (accountless mode).");
  return { headers: {}, charged: 0, payment: await verifyProof(c, proof, priceInMicro) };
}

/** Claims and verifies an x402 proof for `priceInMicro`, after the client's attempt limit. */
async function verifyProof(c: Context<ApiEnv>, proof: string, priceInMicro: number, kind?: PaymentKind): Promise<PendingPayment> {
  await limitPaymentAttempts(c);
  return verifyPayment(c.env, c.env.DB, proof, priceInMicro, c.req.url, kind);
}

/** Brakes proof spraying: each client IP may send a few proofs a minute to the facilitator. */
async function limitPaymentAttempts(c: Context<ApiEnv>): Promise<void> {
  const decision = await takeQuota(c.env.QUOTA, `x402:${callerIp(c)}`, X402_ATTEMPTS_PER_MIN, MINUTE_MS);
  if (!decision.allowed) {
    throw new ApiError("rate_limited", `At most ${X402_ATTEMPTS_PER_MIN} payment attempts per minute per client; honor Retry-After.`, {
      headers: quotaHeaders(decision),
    });
  }
}

/**
 * Undoes the admission of a request that produced nothing: reverses its charge, if it made one,
 * or releases its payment claim unsettled. Resolves to whether credits came back.
 */
export async function refund(c: Context<ApiEnv>, admission: Pick<Admission, "chargeId" | "payment">): Promise<boolean> {
  if (admission.payment) await releasePayment(c.env.DB, admission.payment);
  const auth = c.get("auth");
  if (!auth || !admission.chargeId) return false;
  return refundCredits(c.env.CREDITS, auth, admission.chargeId);
}

/**
 * The answer to an admitted request, from the work's response, whose headers must be mutable (it
 * is returned with the admission's headers added, not copied; the request-id middleware adds
 * `X-Request-Id`): a failure is refunded (its charge reversed, its payment claim released
 * unsettled); a paid success is settled first (a failed settlement is the 402 instead, and the
 * body is never sent) and marked `Cache-Control: private`. The work failed when its status is
 * ≥ 400, unless the route says otherwise (`produced`: research answers 200 when every target failed).
 * Every payable route answers through here: it is the one place a payment is settled.
 */
export async function answerAdmitted(c: Context<ApiEnv>, admission: Admission, res: Response, produced = res.status < 400): Promise<Response> {
  if (!produced) {
    await refund(c, admission);
  } else if (admission.payment) {
    let settled: string;
    try {
      settled = await settlePayment(c.env, c.env.DB, admission.payment);
    } catch (err) {
      await res.body?.cancel();
      throw err;
    }
    res.headers.set("PAYMENT-RESPONSE", settled);
    res.headers.set("Cache-Control", "private");
  }
  for (const name in admission.headers) res.headers.set(name, admission.headers[name]!);
  return res;
}

/** Policy of a provider route, for `authenticate`. */
export const providerPolicy = (provider: ProviderEntry, spec: ProviderRouteSpec): CallerPolicy => ({
  auth: spec.auth,
  scope: spec.scope,
  entitlement: provider.name,
  payable: true,
});

/** Methods a route answers: a GET data route also HEAD; the monitor routes their own one. */
export const routeMethods = (spec: ProviderRouteSpec): string[] => (spec.route.method === "get" ? ["GET", "HEAD"] : [spec.route.method.toUpperCase()]);

/** Forwards the validated request (method and JSON body) to the provider worker; credits come back if it fails. */
export function forwardTo(provider: ProviderEntry, spec: ProviderRouteSpec) {
  const method = spec.route.method.toUpperCase();
  const hasBody = method === "POST" || method === "PATCH";
  return async function forwardToProvider(c: Context<ApiEnv>): Promise<Response> {
    const admission = await admit(c, spec.price, spec.auth === "optional" ? provider.name : undefined);
    const timeoutMs = setting(c.env, "SVC_PROVIDER_TIMEOUT_MS") ?? PROVIDER_TIMEOUT_MS;
    let res: Response;
    try {
      const headers = forwardHeaders(c);
      if (hasBody) headers.push(["Content-Type", "application/json"]);
      const body = hasBody ? await c.req.text() : null;
      res = answerResponse(await withinDeadline(c.env[provider.binding].answer(method, c.req.url, headers, body), timeoutMs));
    } catch (err) {
      await refund(c, admission);
      await returnAnonymousUnit(c, admission);
      const late = err instanceof SafeFetchError && err.kind === "timeout";
      const message = late ? `The ${provider.name} provider did not answer in time (${timeoutMs / 1000} s).` : `The ${provider.name} provider is unreachable.`;
      throw new ApiError("upstream_unavailable", message, { internal: String(err) });
    }
    if (couldNotServe(res.status)) await returnAnonymousUnit(c, admission);
    return answerAdmitted(c, admission, res);
  };
}

/**
 * Answers the provider could not serve: its outage or degradation (5xx) and the upstream's own rate
 * limit (429). A 404 or 400 is an answer that cost upstream work, so it counts, as on the gateways.
 */
const couldNotServe = (status: number) => status >= 500 || status === 429;

/** An anonymous caller's unit comes back when the provider could not serve it (video and apps alike). */
async function returnAnonymousUnit(c: Context<ApiEnv>, admission: Admission): Promise<void> {
  if (admission.anonymousBucket !== undefined) await returnQuotaUnit(c.env.QUOTA, admission.anonymousBucket, DAY_MS, admission.headers);
}

/**
 * What a provider worker learns about the caller: ids only, never the key. A keyed caller is its
 * workspace and organization; a keyless caller (anonymous, x402) its client key, which the front
 * door has already worked out for its quota.
 */
function forwardHeaders(c: Context<ApiEnv>): [string, string][] {
  const headers: [string, string][] = [["X-Request-Id", c.get("requestId")], ["Accept", "application/json"]];
  const auth = c.get("auth");
  if (auth) headers.push(["X-Svc-Workspace-Id", auth.workspaceId], ["X-Svc-Org-Id", auth.orgId]);
  else headers.push(["X-Svc-Client-Ip", callerIp(c)]);
  const cacheControl = c.req.header("Cache-Control");
  if (cacheControl) headers.push(["Cache-Control", cacheControl]);
  return headers;
}
