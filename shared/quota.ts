/**
 * Calls into the QuotaBucket Durable Objects and fails closed: if the limiter cannot be reached,
 * the request is refused with 503 `degraded`, never let through.
 */
import { namedId } from "./durable-id";
import { ApiError } from "./errors";

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

export interface QuotaDecision {
  allowed: boolean;
  limit: number;
  /** Units left in this window after this request. */
  remaining: number;
  /** End of the current window, Unix milliseconds. */
  resetAtMs: number;
}

/** `epoch`: windows aligned to multiples of their length; `first`: a window starts at its first request. */
export type WindowAnchor = "epoch" | "first";

/** One window of a `takeAll` chain: `name` distinguishes windows of the same length in one bucket ("" for the bucket's own). */
export interface WindowStep {
  name: string;
  limit: number;
}

export interface ChainDecision {
  /** The refusing window's decision, or the last window's when all admitted. */
  decision: QuotaDecision;
  /** Index of the step that refused, or -1 when every window admitted. */
  refusedAt: number;
}

/**
 * The port this module calls: the RPC surface of a rate-limit bucket. `durable-objects/quota-bucket.ts`
 * implements it; callers only ever see this interface.
 */
export interface QuotaBucketRpc extends Rpc.DurableObjectBranded {
  /** Takes `cost` units from the window of length `windowMs` if `limit` allows it. */
  take(limit: number, windowMs: number, anchor?: WindowAnchor, cost?: number, nowMs?: number): Promise<QuotaDecision>;
  /** Takes `cost` from each window in order and stops at the first that refuses. */
  takeAll(steps: WindowStep[], windowMs: number, anchor?: WindowAnchor, cost?: number, nowMs?: number): Promise<ChainDecision>;
  /** Returns `cost` units to the current window of length `windowMs` (never below zero). */
  giveBack(windowMs: number, cost?: number, nowMs?: number): Promise<QuotaDecision>;
  /** Current state without taking anything. */
  peek(limit: number, windowMs: number, nowMs?: number): Promise<QuotaDecision>;
}

export type QuotaNamespace = DurableObjectNamespace<QuotaBucketRpc>;

function limiterDown(bucket: string, err: unknown): ApiError {
  return new ApiError("degraded", "The rate limiter is unavailable; the request was not admitted. Retry shortly.", {
    headers: { "Retry-After": "5" },
    internal: `quota bucket ${bucket.split(":")[0]}: ${err instanceof Error ? err.message : String(err)}`,
    cause: err,
  });
}

export async function takeQuota(
  ns: QuotaNamespace | undefined,
  bucket: string,
  limit: number,
  windowMs: number,
  anchor: WindowAnchor = "epoch",
): Promise<QuotaDecision> {
  return (await takeQuotaChain(ns, bucket, [{ name: "", limit }], windowMs, anchor)).decision;
}

/**
 * Gives one unit back to `bucket`'s current window. Best effort: the caller already has its
 * answer, so a limiter that cannot be reached costs the caller a unit, never the answer.
 */
export async function returnQuota(ns: QuotaNamespace | undefined, bucket: string, windowMs: number): Promise<boolean> {
  try {
    if (!ns) throw new Error("quota namespace not bound");
    await ns.get(namedId(ns, bucket)).giveBack(windowMs);
    return true;
  } catch (err) {
    console.warn(`quota give-back failed for ${bucket.split(":")[0]}: ${err instanceof Error ? err.message : String(err)}`);
    return false;
  }
}

/**
 * Takes one unit from several windows of `bucket` in order, in one call; a window only counts
 * what the ones before it admitted (`refusedAt` names the first that refused, -1 if none).
 *
 * (The keyed minute windows are not here: they live in the organization's CreditAccount, beside
 * the balances, so that a keyed request is one call; see shared/billing.ts `admitKeyedRequest`.)
 *
 * @example takeQuotaChain(ns, `claim:${ip}`, [{ name: "sub:x", limit: 5 }, { name: "", limit: 20 }], MINUTE_MS, "first")
 */
export async function takeQuotaChain(
  ns: QuotaNamespace | undefined,
  bucket: string,
  steps: WindowStep[],
  windowMs: number,
  anchor: WindowAnchor = "epoch",
): Promise<ChainDecision> {
  try {
    if (!ns) throw new Error("quota namespace not bound");
    return await ns.get(namedId(ns, bucket)).takeAll(steps, windowMs, anchor);
  } catch (err) {
    throw limiterDown(bucket, err);
  }
}

/**
 * `X-RateLimit-*` headers (integers) for a decision; `X-RateLimit-Reset` is the window's end as a
 * Unix timestamp (for daily buckets: the next UTC midnight); `Retry-After` only when refused.
 */
export function quotaHeaders(d: QuotaDecision, now = Date.now()): Record<string, string> {
  const retryAfter = Math.max(1, Math.ceil((d.resetAtMs - now) / 1000));
  const headers: Record<string, string> = {
    "X-RateLimit-Limit": String(d.limit),
    "X-RateLimit-Remaining": String(d.remaining),
    "X-RateLimit-Reset": String(Math.ceil(d.resetAtMs / 1000)),
  };
  if (!d.allowed) headers["Retry-After"] = String(retryAfter);
  return headers;
}
