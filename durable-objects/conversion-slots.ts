/**
 * Active-conversion semaphore: one Durable Object per client IP (`idFromName(ip)`), holding at
 * most `limit` leases at once (docs/contract.md#limits: 2 active PDF conversions per IP). A DO is
 * single-threaded, so of three racing acquires exactly two win.
 *
 * A slot is a lease with an expiry, not a bare counter: if a conversion dies without releasing
 * (isolate evicted, worker crash, lost connection), its slot frees itself once the lease runs out.
 * Callers pick the lease as the conversion timeout plus a margin, so a live conversion never
 * outlives its own lease. Leases are persisted, so an evicted object still knows who holds a slot.
 * Methods take an optional `nowMs` so tests can move time; production omits it.
 */
import { DurableObject } from "cloudflare:workers";
import type { ConversionSlotsRpc, SlotDecision } from "@shared/gateway/conversion-slots";

type Leases = Map<string, number>;

/** Drops expired leases; pure, for tests and for the object below. */
export function liveLeases(leases: Leases, now: number): Leases {
  return new Map([...leases].filter(([, expiresAt]) => expiresAt > now));
}

export class ConversionSlots extends DurableObject implements ConversionSlotsRpc {
  /** The one in-memory lease map, read from storage once (see `load`). */
  private leases: Promise<Leases> | undefined;

  /**
   * Calls that arrive together on a fresh (or just evicted) object all wait on the same read, so
   * each one sees the leases the others took; a copy per call let three racing acquires each count
   * only their own lease and all win. A failed read is not kept: the next call reads again.
   */
  private async load(now: number): Promise<Leases> {
    this.leases ??= this.ctx.storage.get<[string, number][]>("leases").then(
      (stored) => new Map(stored),
      (err: unknown) => {
        this.leases = undefined;
        throw err;
      },
    );
    const leases = await this.leases;
    const live = liveLeases(leases, now);
    for (const id of leases.keys()) if (!live.has(id)) leases.delete(id);
    return leases;
  }

  private async save(leases: Leases): Promise<void> {
    await this.ctx.storage.put("leases", [...leases]);
  }

  /** Takes a slot for `leaseMs` if fewer than `limit` are held. */
  async acquire(limit: number, leaseMs: number, nowMs?: number): Promise<SlotDecision> {
    const now = nowMs ?? Date.now();
    const leases = await this.load(now);
    if (leases.size >= limit) {
      const earliest = Math.min(...leases.values());
      return { granted: false, active: leases.size, retryAfterS: Math.max(1, Math.ceil((earliest - now) / 1000)) };
    }
    const leaseId = crypto.randomUUID();
    leases.set(leaseId, now + leaseMs);
    await this.save(leases);
    return { granted: true, leaseId, active: leases.size };
  }

  /** Gives a slot back; releasing an unknown or expired lease is a no-op. */
  async release(leaseId: string, nowMs?: number): Promise<void> {
    const leases = await this.load(nowMs ?? Date.now());
    if (leases.delete(leaseId)) await this.save(leases);
  }

  /** Leases currently held (diagnostics and tests). */
  async active(nowMs?: number): Promise<number> {
    return (await this.load(nowMs ?? Date.now())).size;
  }
}
