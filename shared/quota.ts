/**
 * Calls into the QuotaBucket Durable Objects and fails closed: if the limiter cannot be reached,
 * the request is refused with 503 `degraded`, never let through.
 *
 * Every bucket here is keyed by a client (anonymous daily quotas `anon:<gateway>:<ip>`, x402
 * attempts, claims, PDF), so one object per bucket meant one object per client IP: an unbounded
 * set of objects (each with its own storage files) growing with the distinct IPs of the day. The
 * buckets are therefore sharded: a bucket's windows live in one of `QUOTA_SHARDS` objects, chosen
 * by a hash of the bucket's name, under window names that carry the bucket's name, so each bucket
 * still has its own windows, counted exactly (an object is single-threaded). docs/front-door.md#quota-shards
 * gives the shard count and its production trade-off.
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
  /** Takes `cost` from each window in order and stops at the first that refuses. */
  takeAll(steps: WindowStep[], windowMs: number, anchor?: WindowAnchor, cost?: number, nowMs?: number): Promise<ChainDecision>;
  /** Returns `cost` units to the current window `name` of length `windowMs` (never below zero). */
  giveBack(windowMs: number, cost?: number, nowMs?: number, name?: string): Promise<QuotaDecision>;
  /** Current state of window `name` without taking anything. */
  peek(limit: number, windowMs: number, nowMs?: number, name?: string): Promise<QuotaDecision>;
}

export type QuotaNamespace = DurableObjectNamespace<QuotaBucketRpc>;

/**
 * The number of objects the buckets are spread over (docs/front-door.md#quota-shards). Changing it
 * moves buckets to other objects, which forgets the counts of the current windows once.
 */
export const QUOTA_SHARDS = 32;

/** FNV-1a, 32 bits: cheap, stable across isolates and deploys, and spreads similar names (IPs) evenly. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The name of the object that holds `bucket`'s windows. */
export function quotaShardOf(bucket: string): string {
  return `shard:${fnv1a(bucket) % QUOTA_SHARDS}`;
}

/** The window name, inside its shard, of `bucket`'s window `step` ("" for the bucket's own). */
const windowName = (bucket: string, step: string) => (step ? `${bucket}|${step}` : bucket);

/** The shard object of `key` in `ns`: the quota buckets, the claim objects and the PDF conversion slots are reached through it. */
export function shardObject<T extends Rpc.DurableObjectBranded | undefined>(ns: DurableObjectNamespace<T>, key: string): DurableObjectStub<T> {
  return ns.get(namedId(ns, quotaShardOf(key)));
}

/** The object holding `bucket`'s windows (tests crash and evict it; callers use the functions below). */
export function quotaObject(ns: QuotaNamespace, bucket: string): DurableObjectStub<QuotaBucketRpc> {
  return shardObject(ns, bucket);
}

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
    await quotaObject(ns, bucket).giveBack(windowMs, 1, undefined, windowName(bucket, ""));
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
    const named = steps.map((step) => ({ name: windowName(bucket, step.name), limit: step.limit }));
    return await quotaObject(ns, bucket).takeAll(named, windowMs, anchor);
  } catch (err) {
    throw limiterDown(bucket, err);
  }
}

/** `bucket`'s current window without taking anything; fails closed like `takeQuota`. */
export async function peekQuota(ns: QuotaNamespace | undefined, bucket: string, limit: number, windowMs: number): Promise<QuotaDecision> {
  try {
    if (!ns) throw new Error("quota namespace not bound");
    return await quotaObject(ns, bucket).peek(limit, windowMs, undefined, windowName(bucket, ""));
  } catch (err) {
    throw limiterDown(bucket, err);
  }
}

/**
 * Gives one unit back to `bucket` (returnQuota) and, when it went back, raises the
 * `X-RateLimit-Remaining` of the `headers` the caller will answer with, in place.
 */
export async function returnQuotaUnit(ns: QuotaNamespace | undefined, bucket: string, windowMs: number, headers?: Record<string, string>): Promise<void> {
  if (!(await returnQuota(ns, bucket, windowMs))) return;
  const remaining = Number(headers?.["X-RateLimit-Remaining"]);
  if (headers && Number.isInteger(remaining)) headers["X-RateLimit-Remaining"] = String(remaining + 1);
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
