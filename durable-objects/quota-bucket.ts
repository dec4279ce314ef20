/**
 * The one rate-limit mechanism: a fixed-window counter, one Durable Object per bucket
 * (a key, an organization, an anonymous client IP per gateway). A DO is single-threaded, so
 * concurrent requests are counted exactly: with a limit of 60, exactly 60 are admitted.
 * Windows are aligned to multiples of their length since the epoch, so a 1-day window ends at
 * UTC midnight and a 1-minute window on the minute.
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

export function decide(state: WindowState | undefined, limit: number, windowMs: number, now: number, cost = 1) {
  const start = Math.floor(now / windowMs) * windowMs;
  const count = state && state.start === start ? state.count : 0;
  const allowed = count + cost <= limit;
  const next: WindowState = { start, count: allowed ? count + cost : count };
  const decision: QuotaDecision = { allowed, limit, remaining: Math.max(0, limit - next.count), resetAtMs: start + windowMs };
  return { next, decision };
}

export class QuotaBucket extends DurableObject {
  private windows = new Map<number, WindowState>();

  /** Takes `cost` units from the window of length `windowMs` if `limit` allows it. */
  async take(limit: number, windowMs: number, cost = 1, nowMs?: number): Promise<QuotaDecision> {
    const now = nowMs ?? Date.now();
    const stored = this.windows.get(windowMs) ?? (await this.ctx.storage.get<WindowState>(`w:${windowMs}`));
    const { next, decision } = decide(stored, limit, windowMs, now, cost);
    this.windows.set(windowMs, next);
    if (decision.allowed) void this.ctx.storage.put(`w:${windowMs}`, next);
    return decision;
  }

  /** Current state without taking anything (for `X-RateLimit-Remaining` on other answers). */
  async peek(limit: number, windowMs: number, nowMs?: number): Promise<QuotaDecision> {
    const now = nowMs ?? Date.now();
    const stored = this.windows.get(windowMs) ?? (await this.ctx.storage.get<WindowState>(`w:${windowMs}`));
    return decide(stored, limit, windowMs, now, 0).decision;
  }
}
