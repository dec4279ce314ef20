/**
 * The one rate-limit mechanism: fixed-window counters in a Durable Object per bucket (an
 * organization, an anonymous client IP per gateway, …). A DO is single-threaded, so concurrent
 * requests are counted exactly: with a limit of 60, exactly 60 are admitted.
 * Two anchors: `epoch` aligns windows to multiples of their length since the epoch (a 1-day
 * window ends at UTC midnight, as the anonymous quotas require); `first` starts a window at the
 * first request after the previous one ended (per-key and per-organization minutes), so a burst
 * is never split across two windows by a wall-clock boundary.
 *
 * A bucket may hold several named windows and take from them in one call (`takeAll`). The
 * window keeping itself is `WindowSet`, which `CreditAccount` also uses: the per-key and
 * per-organization minutes of keyed requests live in the organization's credit account, beside
 * the balances, so that one call decides both windows and the charge.
 *
 * Counts live in memory and are written to storage in the background, at most `FLUSH_DELAY_MS`
 * after they change: one write per burst instead of one per request (on the hot path a storage
 * write, not the call, was the cost). A crash can forget at most that much counting; eviction
 * forgets nothing, since an object is only evicted once idle, long after its last flush.
 */
import { DurableObject } from "cloudflare:workers";
import type { ChainDecision, QuotaBucketRpc, QuotaDecision, WindowAnchor, WindowStep } from "@shared/quota";

interface WindowState {
  start: number;
  count: number;
}

export const FLUSH_DELAY_MS = 100;

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

  constructor(private readonly storage: DurableObjectStorage) {}

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
    this.windows.set(key, next);
    this.dirty.add(key);
    this.flushTimer ??= setTimeout(() => this.flush(), FLUSH_DELAY_MS);
  }

  /** Writes changed windows in one batch and forgets ended ones (a window that ended counts as absent). */
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
      else if (now >= state.start + Number(key.split(":")[1])) ended.push(key);
    }
    for (const key of ended) this.windows.delete(key);
    if (ended.length > 0) void this.storage.delete(ended, { allowUnconfirmed: true });
  }

  /** Reads the windows of `steps` that are not in memory yet, so `takeLoaded` runs without yielding. */
  async load(steps: WindowStep[], windowMs: number): Promise<void> {
    for (const step of steps) {
      const key = storageKey(windowMs, step.name);
      if (!this.windows.has(key)) await this.window(key);
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

  /** Gives back `cost` units of the current unnamed window (see `QuotaBucket.giveBack`). */
  async giveBack(windowMs: number, cost: number, now: number): Promise<QuotaDecision> {
    const key = storageKey(windowMs, "");
    const state = await this.window(key);
    if (state !== undefined && now >= state.start && now < state.start + windowMs && state.count > 0) {
      this.record(key, { start: state.start, count: Math.max(0, state.count - cost) });
    }
    return decide(this.windows.get(key) ?? undefined, Number.MAX_SAFE_INTEGER, windowMs, now, 0, "epoch").decision;
  }

  async peek(limit: number, windowMs: number, now: number): Promise<QuotaDecision> {
    return decide(await this.window(storageKey(windowMs, "")), limit, windowMs, now, 0, "epoch").decision;
  }
}

export class QuotaBucket extends DurableObject implements QuotaBucketRpc {
  private readonly windows = new WindowSet(this.ctx.storage);

  /** Takes `cost` units from the window of length `windowMs` if `limit` allows it. */
  async take(limit: number, windowMs: number, anchor: WindowAnchor = "epoch", cost = 1, nowMs?: number): Promise<QuotaDecision> {
    const { decision } = await this.takeAll([{ name: "", limit }], windowMs, anchor, cost, nowMs);
    return decision;
  }

  /**
   * Takes `cost` from each window in order and stops at the first that refuses: a window only
   * counts what the windows before it admitted.
   */
  async takeAll(steps: WindowStep[], windowMs: number, anchor: WindowAnchor = "epoch", cost = 1, nowMs?: number): Promise<ChainDecision> {
    return this.windows.takeAll(steps, windowMs, anchor, cost, nowMs ?? Date.now());
  }

  /**
   * Gives back `cost` units of the current window of length `windowMs` (a request it admitted that
   * the service then could not serve). A window that has ended since is left alone: its units
   * were spent in a day that is over.
   */
  async giveBack(windowMs: number, cost = 1, nowMs?: number): Promise<QuotaDecision> {
    return this.windows.giveBack(windowMs, cost, nowMs ?? Date.now());
  }

  /** Current state without taking anything (for `X-RateLimit-Remaining` on other answers). */
  async peek(limit: number, windowMs: number, nowMs?: number): Promise<QuotaDecision> {
    return this.windows.peek(limit, windowMs, nowMs ?? Date.now());
  }
}
