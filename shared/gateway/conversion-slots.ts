/**
 * The port of the PDF gateway's active-conversion semaphore: what its callers (the pdf worker's
 * admission, the gateways' readiness probe) call over RPC. `durable-objects/conversion-slots.ts`
 * implements it.
 */
export type SlotDecision =
  | { granted: true; leaseId: string; active: number }
  | { granted: false; active: number; /** Until the earliest lease ends, at least 1. */ retryAfterS: number };

export interface ConversionSlotsRpc extends Rpc.DurableObjectBranded {
  /** Takes a slot for `leaseMs` if fewer than `limit` are held. */
  acquire(limit: number, leaseMs: number, nowMs?: number): Promise<SlotDecision>;
  /** Gives a slot back; releasing an unknown or expired lease is a no-op. */
  release(leaseId: string, nowMs?: number): Promise<void>;
  /** Leases currently held (diagnostics and tests). */
  active(nowMs?: number): Promise<number>;
}

export type SlotsNamespace = DurableObjectNamespace<ConversionSlotsRpc>;
