/**
 * The port of the PDF gateway's active-conversion semaphore: what its callers (the pdf worker's
 * admission, the gateways' readiness probe) call over RPC. `durable-objects/conversion-slots.ts`
 * implements it. The slots of every client live in one of `QUOTA_SHARDS` objects (`slotsShard`),
 * each client with its own leases inside, so the objects stay a fixed set however many clients
 * come (docs/pdf-and-mcp.md#limits-and-admission).
 */
import { shardObject } from "../quota";

export type SlotDecision =
  | { granted: true; leaseId: string; active: number }
  | { granted: false; active: number; /** Until the earliest lease ends, at least 1. */ retryAfterS: number };

export interface ConversionSlotsRpc extends Rpc.DurableObjectBranded {
  /** Takes a slot of `client` for `leaseMs` if fewer than `limit` of its leases are held. */
  acquire(client: string, limit: number, leaseMs: number, nowMs?: number): Promise<SlotDecision>;
  /** Gives `client`'s slot back; releasing an unknown or expired lease is a no-op. */
  release(client: string, leaseId: string, nowMs?: number): Promise<void>;
  /** Leases `client` currently holds (readiness probe, diagnostics and tests). */
  active(client: string, nowMs?: number): Promise<number>;
}

export type SlotsNamespace = DurableObjectNamespace<ConversionSlotsRpc>;

/** The object holding `client`'s leases: one of a fixed set, named like the quota shards. */
export const slotsShard = (ns: SlotsNamespace, client: string): DurableObjectStub<ConversionSlotsRpc> => shardObject(ns, `slots:${client}`);
