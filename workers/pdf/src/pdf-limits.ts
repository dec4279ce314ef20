/**
 * The PDF gateway's limits (docs/contract.md#limits) and the two admissions that enforce the per-IP ones:
 * an hourly quota (QuotaBucket, epoch-anchored hour) and an active-conversion semaphore
 * (ConversionSlots leases, in the client's shard object). Both refuse with 429 `rate_limited` +
 * `Retry-After`, and both fail closed: a limiter that cannot be reached is 503 `degraded`, never a
 * free pass.
 */
import { ApiError } from "@shared/errors";
import { type ConversionSlotsRpc, type SlotDecision, slotsShard } from "@shared/gateway/conversion-slots";
import { type QuotaDecision, quotaHeaders, takeQuota } from "@shared/quota";
import type { PdfBindings } from "./env";
import { setting } from "@shared/config";

export const PDF_LIMITS = {
  conversionsPerHour: 20,
  activePerIp: 2,
  maxSourceBytes: 10 * 1024 * 1024,
  maxPages: 50,
  timeoutMs: 60_000,
  /** The encoded JSON body, trailing newline included. */
  maxResponseBytes: 1024 * 1024,
} as const;

export const HOUR_MS = 3_600_000;

/** A lease outlives the longest legitimate conversion, so only a dead one ever expires. */
const LEASE_MARGIN_MS = 30_000;

/**
 * A slot frees when a conversion ends, usually within seconds; the lease end is only the worst
 * case, so clients are told to come back soon rather than after a whole lease.
 */
const SLOT_RETRY_AFTER_MAX_S = 5;

/** The conversion deadline: 60 s, or `SVC_PDF_TIMEOUT_MS` in the harness (a positive integer). */
export function conversionTimeoutMs(env: Pick<PdfBindings, "SVC_HARNESS" | "SVC_PDF_TIMEOUT_MS">): number {
  const override = setting(env, "SVC_PDF_TIMEOUT_MS");
  if (override !== undefined) return override;
  return PDF_LIMITS.timeoutMs;
}

/** Takes one of the client's 20 conversions this hour; a cache hit counts too (docs/contract.md#pdf). */
export async function admitHourly(env: PdfBindings, ip: string): Promise<QuotaDecision> {
  const decision = await takeQuota(env.QUOTA, `pdf:${ip}`, PDF_LIMITS.conversionsPerHour, HOUR_MS, "epoch");
  if (!decision.allowed) {
    const headers = quotaHeaders(decision);
    throw new ApiError(
      "rate_limited",
      `The limit of ${PDF_LIMITS.conversionsPerHour} PDF conversions per hour for this client is used up; retry after ${headers["Retry-After"]} seconds.`,
      { headers },
    );
  }
  return decision;
}

/**
 * 429: `clientIp` already runs its conversions. Named so that a request of another client that
 * joined this conversion (same URL, coalesced) can tell the refusal was not its own.
 */
export class SlotsFull extends ApiError {
  constructor(readonly clientIp: string, retryAfterS: number) {
    super("rate_limited", `${PDF_LIMITS.activePerIp} PDF conversions are already running for this client; retry after ${retryAfterS} seconds.`, {
      headers: { "Retry-After": String(retryAfterS) },
    });
    this.name = "SlotsFull";
  }
}

/** Runs `convert` while holding one of the client's active-conversion slots; always gives it back. */
export async function withConversionSlot<T>(env: PdfBindings, ip: string, convert: () => Promise<T>): Promise<T> {
  const leaseMs = conversionTimeoutMs(env) + LEASE_MARGIN_MS;
  let stub: DurableObjectStub<ConversionSlotsRpc>;
  let decision: SlotDecision;
  try {
    if (!env.SLOTS) throw new Error("SLOTS namespace not bound");
    stub = slotsShard(env.SLOTS, ip);
    decision = await stub.acquire(ip, PDF_LIMITS.activePerIp, leaseMs);
  } catch (err) {
    throw new ApiError("degraded", "The conversion admission store is unavailable; the request was not admitted. Retry shortly.", {
      headers: { "Retry-After": "5" },
      internal: `conversion slots: ${err instanceof Error ? err.message : String(err)}`,
      cause: err,
    });
  }
  if (!decision.granted) throw new SlotsFull(ip, Math.min(decision.retryAfterS, SLOT_RETRY_AFTER_MAX_S));
  try {
    return await convert();
  } finally {
    // Awaited so the client's next request finds the slot free; if this fails the lease expires.
    await stub.release(ip, decision.leaseId).catch((err: unknown) => console.error(`conversion slot release failed: ${String(err)}`));
  }
}
