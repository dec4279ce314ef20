/**
 * The one rate-limit mechanism: fixed-window counters in Durable Objects. `QuotaBucket` objects
 * hold the client-keyed buckets (anonymous client IP per gateway, x402 attempts, claims, PDF),
 * sharded: shared/quota.ts puts each bucket's windows in one of a fixed number of objects, under
 * window names that carry the bucket's name (docs/front-door.md#quota-shards). A DO is
 * single-threaded, so concurrent requests are counted exactly: with a limit of 60, exactly 60 are
 * admitted, whatever other buckets share the object.
 * Two anchors: `epoch` aligns windows to multiples of their length since the epoch (a 1-day
 * window ends at UTC midnight, as the anonymous quotas require); `first` starts a window at the
 * first request after the previous one ended (per-key and per-organization minutes), so a burst
 * is never split across two windows by a wall-clock boundary.
 *
 * An object may hold many named windows and take from several in one call (`takeAll`). The
 * window keeping itself is `WindowSet`, which `CreditAccount` also uses: the per-key and
 * per-organization minutes of keyed requests live in the organization's credit account, beside
 * the balances, so that one call decides both windows and the charge.
 *
 * Counts live in memory and are written to storage in the background, at most `FLUSH_DELAY_MS`
 * after they change: one write per burst instead of one per request (on the hot path a storage
 * write, not the call, was the cost). A crash can forget at most that much counting; eviction
 * forgets nothing, since an object is only evicted once idle, long after its last flush.
 * Memory holds at most `MAX_CACHED_WINDOWS` windows once written (a shard sees every client of its
 * day): storage holds the counts, memory only the windows in use. Ended windows are deleted from
 * storage by an hourly sweep (`QuotaBucket.alarm`).
 */
import { DurableObject } from "cloudflare:workers";
import type { ChainDecision, QuotaBucketRpc, QuotaDecision, WindowAnchor, WindowStep } from "@shared/quota";

interface WindowState {
  start: number;
  count: number;
}

export const FLUSH_DELAY_MS = 100;

/**
 * Windows kept in memory once written; the least recently used go first and are read back from
 * storage when asked for again. About 100 bytes each: a bound of well under a megabyte per object.
 */
export const MAX_CACHED_WINDOWS = 2_000;

/** How often a `QuotaBucket` deletes the ended windows from its storage. */
export const SWEEP_EVERY_MS = 3_600_000;

/** Keys per `storage.delete` call (the runtime's limit is 128). */
const DELETE_BATCH = 128;

/**
 * A request stamped before the window's start still counts in it: a call takes its time when it
 * arrives and may reach the window after a later call, which opened the window, while it waited on
 * storage. Treating it as outside reopened the window at its older time with a count of 0, which
 * admitted more than the limit under concurrency (62 of 200 with a limit of 60 on a loaded machine).
 */
export function decide(state: WindowState | undefined, limit: number, windowMs: number, now: number, cost = 1, anchor: WindowAnchor = "epoch") {
  const current = state !== undefined && now < state.start + windowMs;
  const start = current ? state.start : anchor === "epoch" ? Math.floor(now / windowMs) * windowMs : now;
  const count = current ? state.count : 0;
  const allowed = count + cost <= limit;
  const next: WindowState = { start, count: allowed ? count + cost : count };
  const decision: QuotaDecision = { allowed, limit, remaining: Math.max(0, limit - next.count), resetAtMs: start + windowMs };
  return { next, decision };
}

/** Storage key of a window; the unnamed one keeps the key older objects were written with. */
const storageKey = (windowMs: number, name: string) => (name ? `w:${windowMs}:${name}` : `w:${windowMs}`);
/** The window length in a storage key (`w:<ms>` or `w:<ms>:<name>`). */
const lengthOf = (key: string) => Number(key.split(":")[1]);

/**
 * Fixed windows of one Durable Object, counted in memory and written behind (see the file
 * comment): the window keeper of `QuotaBucket` and of `CreditAccount`, which holds the per-key and
 * per-organization minutes beside the balances so that a keyed request is one call.
 */
export class WindowSet {
  /** Windows by storage key; `null` = known to be absent from storage. */
  private windows = new Map<string, WindowState | null>();
  private dirty = new Set<string>();
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  /** Windows counted while a sweep runs: its listing may predate them, so it leaves them alone. */
  private countedDuringSweep: Set<string> | undefined;

  constructor(private readonly storage: DurableObjectStorage) {}

  /** How many windows memory holds (bounded by `MAX_CACHED_WINDOWS` after each write). */
  get cached(): number {
    return this.windows.size;
  }

  /** The window as this object knows it, read from storage the first time. */
  private async window(key: string): Promise<WindowState | undefined> {
    if (!this.windows.has(key)) {
      const stored = (await this.storage.get<WindowState>(key)) ?? null;
      // Another call may have counted while this one read: the in-memory value wins.
      if (!this.windows.has(key)) this.windows.set(key, stored);
    }
    return this.windows.get(key) ?? undefined;
  }

  private record(key: string, next: WindowState): void {
    // Re-inserted, so the map's order is least recently counted first (what `flush` evicts).
    this.windows.delete(key);
    this.windows.set(key, next);
    this.dirty.add(key);
    this.countedDuringSweep?.add(key);
    this.flushTimer ??= setTimeout(() => this.flush(), FLUSH_DELAY_MS);
  }

  /**
   * Writes changed windows in one batch, forgets ended ones (a window that ended counts as absent)
   * and, past `MAX_CACHED_WINDOWS`, the least recently counted: all are written by then, and a
   * read after a write sees the write, so a forgotten window is read back exactly as it was.
   */
  private flush(): void {
    this.flushTimer = undefined;
    const now = Date.now();
    const changed: Record<string, WindowState> = {};
    for (const key of this.dirty) {
      const state = this.windows.get(key);
      if (state) changed[key] = state;
    }
    this.dirty.clear();
    if (Object.keys(changed).length > 0) void this.storage.put(changed, { allowUnconfirmed: true });
    const ended: string[] = [];
    for (const [key, state] of this.windows) {
      if (state === null) this.windows.delete(key);
      else if (now >= state.start + lengthOf(key)) ended.push(key);
    }
    for (const key of ended) this.windows.delete(key);
    for (let i = 0; i < ended.length; i += DELETE_BATCH) void this.storage.delete(ended.slice(i, i + DELETE_BATCH), { allowUnconfirmed: true });
    for (const key of this.windows.keys()) {
      if (this.windows.size <= MAX_CACHED_WINDOWS) break;
      this.windows.delete(key);
    }
  }

  /**
   * Reads the windows of `steps` that are not in memory yet, so `takeLoaded` runs without
   * yielding. Call it last before `takeLoaded`: a flush between two reads may forget a window read
   * first (the cache bound), so this reads until all are there at once.
   */
  async load(steps: WindowStep[], windowMs: number): Promise<void> {
    for (;;) {
      const missing = steps.map((step) => storageKey(windowMs, step.name)).filter((key) => !this.windows.has(key));
      if (missing.length === 0) return;
      for (const key of missing) await this.window(key);
    }
  }

  /**
   * Deletes the windows that ended from storage, in pages (a shard holds a day of clients), and
   * returns how many windows are left: the ones memory forgot are otherwise never deleted.
   */
  async sweep(now: number): Promise<number> {
    const counted = (this.countedDuringSweep = new Set());
    try {
      let left = 0;
      let startAfter: string | undefined;
      for (;;) {
        const page = await this.storage.list<WindowState>({ prefix: "w:", limit: 1_000, ...(startAfter ? { startAfter } : {}) });
        const ended: string[] = [];
        for (const [key, state] of page) {
          startAfter = key;
          // A window counted since the listing began is newer than what the listing shows.
          if (!counted.has(key) && now >= state.start + lengthOf(key)) ended.push(key);
          else left++;
        }
        for (let i = 0; i < ended.length; i += DELETE_BATCH) {
          // Checked again at each delete: a write queued after it replaces what it deletes.
          const batch = ended.slice(i, i + DELETE_BATCH).filter((key) => !counted.has(key));
          if (batch.length > 0) await this.storage.delete(batch);
        }
        if (page.size < 1_000) return left;
      }
    } finally {
      this.countedDuringSweep = undefined;
    }
  }

  /**
   * Takes `cost` from each window in order and stops at the first that refuses: a window only
   * counts what the windows before it admitted. The windows must be loaded (`load`); this does
   * not yield, so a caller can decide more in the same step.
   */
  takeLoaded(steps: WindowStep[], windowMs: number, anchor: WindowAnchor, cost: number, now: number): ChainDecision {
    let last: QuotaDecision | undefined;
    for (const step of steps) {
      const key = storageKey(windowMs, step.name);
      const { next, decision } = decide(this.windows.get(key) ?? undefined, step.limit, windowMs, now, cost, anchor);
      if (!decision.allowed) return { decision, refusedAt: steps.indexOf(step) };
      this.record(key, next);
      last = decision;
    }
    if (!last) throw new Error("takeAll needs at least one window");
    return { decision: last, refusedAt: -1 };
  }

  async takeAll(steps: WindowStep[], windowMs: number, anchor: WindowAnchor, cost: number, now: number): Promise<ChainDecision> {
    await this.load(steps, windowMs);
    return this.takeLoaded(steps, windowMs, anchor, cost, now);
  }

  /** Gives back `cost` units of the current window `name` (see `QuotaBucket.giveBack`). */
  async giveBack(windowMs: number, cost: number, now: number, name = ""): Promise<QuotaDecision> {
    const key = storageKey(windowMs, name);
    const state = await this.window(key);
    if (state !== undefined && now >= state.start && now < state.start + windowMs && state.count > 0) {
      this.record(key, { start: state.start, count: Math.max(0, state.count - cost) });
    }
    return decide(this.windows.get(key) ?? undefined, Number.MAX_SAFE_INTEGER, windowMs, now, 0, "epoch").decision;
  }

  async peek(limit: number, windowMs: number, now: number, name = ""): Promise<QuotaDecision> {
    return decide(await this.window(storageKey(windowMs, name)), limit, windowMs, now, 0, "epoch").decision;
  }
}

export class QuotaBucket extends DurableObject implements QuotaBucketRpc {
  private readonly windows = new WindowSet(this.ctx.storage);
  /** Whether this instance has made sure a sweep is scheduled (one `getAlarm` per instance). */
  private sweepScheduled = false;

  /**
   * Takes `cost` from each window in order and stops at the first that refuses: a window only
   * counts what the windows before it admitted.
   */
  async takeAll(steps: WindowStep[], windowMs: number, anchor: WindowAnchor = "epoch", cost = 1, nowMs?: number): Promise<ChainDecision> {
    this.scheduleSweep();
    return this.windows.takeAll(steps, windowMs, anchor, cost, nowMs ?? Date.now());
  }

  /**
   * Gives back `cost` units of the current window `name` of length `windowMs` (a request it
   * admitted that the service then could not serve). A window that has ended since is left alone:
   * its units were spent in a day that is over.
   */
  async giveBack(windowMs: number, cost = 1, nowMs?: number, name = ""): Promise<QuotaDecision> {
    return this.windows.giveBack(windowMs, cost, nowMs ?? Date.now(), name);
  }

  /** Current state of window `name` without taking anything (for `X-RateLimit-Remaining` on other answers). */
  async peek(limit: number, windowMs: number, nowMs?: number, name = ""): Promise<QuotaDecision> {
    return this.windows.peek(limit, windowMs, nowMs ?? Date.now(), name);
  }

  /** The hourly sweep of ended windows; it stops once no window is left. */
  override async alarm(): Promise<void> {
    const left = await this.windows.sweep(Date.now());
    if (left > 0) await this.ctx.storage.setAlarm(Date.now() + SWEEP_EVERY_MS);
  }

  private scheduleSweep(): void {
    if (this.sweepScheduled) return;
    this.sweepScheduled = true;
    const storage = this.ctx.storage;
    void (async () => {
      if ((await storage.getAlarm()) === null) await storage.setAlarm(Date.now() + SWEEP_EVERY_MS);
    })().catch(() => {
      this.sweepScheduled = false;
    });
  }
}
