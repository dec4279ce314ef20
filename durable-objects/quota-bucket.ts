/**
 * The one rate-limit mechanism: a fixed-window counter, one Durable Object per bucket
 * (a key, an organization, an anonymous client IP per gateway). A DO is single-threaded, so
 * concurrent requests are counted exactly: with a limit of 60, exactly 60 are admitted.
 * Two anchors: `epoch` aligns windows to multiples of their length since the epoch (a 1-day
 * window ends at UTC midnight, as the anonymous quotas require); `first` starts a window at the
 * first request after the previous one ended (per-key and per-organization minutes), so a burst
 * is never split across two windows by a wall-clock boundary.
 */
import { DurableObject } from "cloudflare:workers";

export interface QuotaDecision {
  allowed: boolean;
  limit: number;
  /** Units left in this window after this request. */
  remaining: number;
  /** End of the current window, Unix milliseconds. */
  resetAtMs: number;
}

interface WindowState {
  start: number;
  count: number;
}

export type WindowAnchor = "epoch" | "first";

export function decide(state: WindowState | undefined, limit: number, windowMs: number, now: number, cost = 1, anchor: WindowAnchor = "epoch") {
  const current = state !== undefined && now >= state.start && now < state.start + windowMs;
  const start = current ? state.start : anchor === "epoch" ? Math.floor(now / windowMs) * windowMs : now;
  const count = current ? state.count : 0;
  const allowed = count + cost <= limit;
  const next: WindowState = { start, count: allowed ? count + cost : count };
  const decision: QuotaDecision = { allowed, limit, remaining: Math.max(0, limit - next.count), resetAtMs: start + windowMs };
  return { next, decision };
}

export class QuotaBucket extends DurableObject {
  private windows = new Map<number, WindowState>();

  /** Takes `cost` units from the window of length `windowMs` if `limit` allows it. */
  async take(limit: number, windowMs: number, anchor: WindowAnchor = "epoch", cost = 1, nowMs?: number): Promise<QuotaDecision> {
    const now = nowMs ?? Date.now();
    const stored = this.windows.get(windowMs) ?? (await this.ctx.storage.get<WindowState>(`w:${windowMs}`));
    const { next, decision } = decide(stored, limit, windowMs, now, cost, anchor);
    this.windows.set(windowMs, next);
    // Counts are kept in memory and persisted without holding the response for the disk: a
    // crash can forget the last few milliseconds of counting, never admit a whole extra window.
    if (decision.allowed) void this.ctx.storage.put(`w:${windowMs}`, next, { allowUnconfirmed: true });
    return decision;
  }

  /** Current state without taking anything (for `X-RateLimit-Remaining` on other answers). */
  async peek(limit: number, windowMs: number, nowMs?: number): Promise<QuotaDecision> {
    const now = nowMs ?? Date.now();
    const stored = this.windows.get(windowMs) ?? (await this.ctx.storage.get<WindowState>(`w:${windowMs}`));
    return decide(stored, limit, windowMs, now, 0, "epoch").decision;
  }
}
