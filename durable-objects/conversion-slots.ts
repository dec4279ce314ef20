/**
 * Active-conversion semaphore of the PDF gateway: each client (IP) holds at most `limit` leases
 * at once (docs/contract.md#limits: 2 active PDF conversions per IP).
 *
 * Sharded like the quota buckets and the claim objects (docs/pdf-and-mcp.md#limits-and-admission):
 * a client's leases live in one of `QUOTA_SHARDS` objects (`slotsShard`, the shard of
 * `slots:<ip>`), under the client's own storage key, so the objects stay a fixed set however many
 * clients come. Every client's read-modify-write runs in the shard's one queue, so of three racing
 * acquires for one client exactly two win, and clients sharing a shard never count each other's leases.
 *
 * A slot is a lease with an expiry, not a bare counter: if a conversion dies without releasing
 * (isolate evicted, worker crash, lost connection), its slot frees itself once the lease runs out.
 * Callers pick the lease as the conversion timeout plus a margin, so a live conversion never
 * outlives its own lease. Leases are persisted, so an evicted object still knows who holds a slot.
 * Expired leases are dropped whenever their client's leases are read, and by the shard's alarm
 * (the client's wake-up time is its earliest lease end), so storage keeps nothing of a client whose
 * leases all ended, released or not. Memory holds no lease between calls.
 * Methods take an optional `nowMs` so tests can move time; production omits it.
 */
import { DurableObject } from "cloudflare:workers";
import { type AlarmStorage, keyView, type ShardStorage, wakeDueKeys } from "@shared/durable-storage";
import type { ConversionSlotsRpc, SlotDecision } from "@shared/gateway/conversion-slots";
import { createSerial } from "@shared/serial";

type Leases = Map<string, number>;

/** A client's leases in its view of the shard: `[leaseId, expiresAtMs]` pairs; no key when it holds none. */
const LEASES = "leases";

/** Drops expired leases; pure, for tests and for the shard below. */
export function liveLeases(leases: Leases, now: number): Leases {
  return new Map([...leases].filter(([, expiresAt]) => expiresAt > now));
}

const earliest = (leases: Leases): number | null => (leases.size ? Math.min(...leases.values()) : null);

/**
 * Writes a client's leases back if they changed: an emptied map deletes its key and its wake-up
 * time; otherwise the wake-up time follows the earliest lease end. `stored` is what storage held,
 * whose earliest end is the wake-up time stored with it; `rewake` rewrites it regardless (the alarm).
 */
async function save(view: AlarmStorage, stored: Leases, leases: Leases, rewake = false): Promise<void> {
  if (leases.size === 0) {
    if (stored.size > 0 || rewake) {
      await view.delete(LEASES);
      await view.deleteAlarm();
    }
    return;
  }
  const changed = leases.size !== stored.size || [...leases.keys()].some((id) => !stored.has(id));
  if (changed) await view.put(LEASES, [...leases]);
  const next = earliest(leases)!;
  if (rewake || next !== earliest(stored)) await view.setAlarm(next);
}

/** The slots of every client of one shard, on any `ShardStorage` (`ctx.storage` in production). */
export function slotsShardCore(storage: ShardStorage) {
  const serial = createSerial();
  /** Runs `step` on `client`'s live leases (expired ones dropped) and stores what it leaves. */
  const withLeases = <T>(client: string, now: number, step: (leases: Leases) => T, rewake = false): Promise<T> =>
    serial(async () => {
      const view = keyView(storage, client);
      const stored: Leases = new Map(await view.get<[string, number][]>(LEASES));
      const leases = liveLeases(stored, now);
      const result = step(leases);
      await save(view, stored, leases, rewake);
      return result;
    });

  return {
    acquire: (client: string, limit: number, leaseMs: number, nowMs?: number): Promise<SlotDecision> => {
      const now = nowMs ?? Date.now();
      return withLeases(client, now, (leases): SlotDecision => {
        if (leases.size >= limit) {
          return { granted: false, active: leases.size, retryAfterS: Math.max(1, Math.ceil((earliest(leases)! - now) / 1000)) };
        }
        const leaseId = crypto.randomUUID();
        leases.set(leaseId, now + leaseMs);
        return { granted: true, leaseId, active: leases.size };
      });
    },
    release: (client: string, leaseId: string, nowMs?: number): Promise<void> =>
      withLeases(client, nowMs ?? Date.now(), (leases) => void leases.delete(leaseId)),
    active: (client: string, nowMs?: number): Promise<number> => withLeases(client, nowMs ?? Date.now(), (leases) => leases.size),
    /** The shard's alarm: drops the ended leases of every client whose earliest lease has ended. */
    alarm: (nowMs?: number): Promise<void> => wakeDueKeys(storage, (client, now) => withLeases(client, now, () => undefined, true), nowMs),
  };
}

export class ConversionSlots extends DurableObject implements ConversionSlotsRpc {
  readonly #core = slotsShardCore(this.ctx.storage);

  /** Takes a slot of `client` for `leaseMs` if fewer than `limit` of its leases are held. */
  acquire(client: string, limit: number, leaseMs: number, nowMs?: number): Promise<SlotDecision> {
    return this.#core.acquire(client, limit, leaseMs, nowMs);
  }

  /** Gives `client`'s slot back; releasing an unknown or expired lease is a no-op. */
  release(client: string, leaseId: string, nowMs?: number): Promise<void> {
    return this.#core.release(client, leaseId, nowMs);
  }

  /** Leases `client` currently holds. */
  active(client: string, nowMs?: number): Promise<number> {
    return this.#core.active(client, nowMs);
  }

  override alarm(): Promise<void> {
    return this.#core.alarm();
  }
}
