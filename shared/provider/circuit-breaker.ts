/**
 * A provider's circuit breaker: after `failureThreshold` consecutive upstream outages it opens
 * and refuses upstream work for `coolDownMs` (callers get a stale copy or 503 `degraded` at
 * once, instead of each waiting out timeouts and retries against a dead upstream). After the
 * cool-down the next call is the one probe (half_open): its success closes the circuit, its
 * failure opens it for another cool-down. Calls arriving while the probe runs are refused.
 *
 * Only outages count (`isFailure`): a 404 or a 429 is the upstream answering, which is health.
 *
 * State lives in the isolate, like the cache's request coalescing: each isolate judges the
 * upstream by what it saw itself. That needs no shared store on the hot path, and an isolate
 * that never called a dead upstream has nothing to protect yet.
 *
 * @example
 * const breaker = new CircuitBreaker("news", { now: () => clock });
 * const body = await breaker.run(() => fetchIt(), isProviderOutage);
 */
import { ApiError } from "../errors";

export type CircuitState = "closed" | "open" | "half_open";

export interface CircuitBreakerOptions {
  /** Consecutive outages that open the circuit. */
  failureThreshold?: number;
  /** How long an open circuit refuses calls before it lets one probe through. */
  coolDownMs?: number;
  /** Clock (Unix ms); injected in tests. */
  now?: () => number;
}

export const CIRCUIT_DEFAULTS = { failureThreshold: 5, coolDownMs: 30_000 } as const;

/**
 * Thrown instead of calling the upstream while the circuit is open. With nothing cached it is
 * answered 502 `upstream_unavailable` with `Retry-After` (the seconds left in the cool-down): the
 * upstream is unreachable as far as the adapter knows, and SPEC keeps 503 `degraded` for stale
 * answers and stores that are down.
 */
export class CircuitOpenError extends ApiError {
  constructor(provider: string, retryAfterS: number) {
    super("upstream_unavailable", `The ${provider} upstream is failing; requests to it are paused for a short while. Retry after ${retryAfterS} s.`, {
      headers: { "Retry-After": String(retryAfterS) },
      internal: `${provider} circuit open`,
    });
    this.name = "CircuitOpenError";
  }
}

export class CircuitBreaker {
  private readonly threshold: number;
  private readonly coolDownMs: number;
  private readonly now: () => number;
  private failures = 0;
  private openedAt: number | null = null;
  private probing = false;

  constructor(
    readonly provider: string,
    o: CircuitBreakerOptions = {},
  ) {
    this.threshold = Math.max(1, o.failureThreshold ?? CIRCUIT_DEFAULTS.failureThreshold);
    this.coolDownMs = Math.max(0, o.coolDownMs ?? CIRCUIT_DEFAULTS.coolDownMs);
    this.now = o.now ?? Date.now;
  }

  /** What `/__status` reports: half_open once the cool-down is over (a probe may go) or while it runs. */
  get state(): CircuitState {
    if (this.openedAt === null) return "closed";
    return this.probing || this.coolDownLeftMs() === 0 ? "half_open" : "open";
  }

  /** Runs `call` unless the circuit refuses it; records whether the upstream was healthy. */
  async run<T>(call: () => Promise<T>, isFailure: (err: unknown) => boolean): Promise<T> {
    const probe = this.admit();
    try {
      const value = await call();
      this.record(true, probe);
      return value;
    } catch (err) {
      this.record(!isFailure(err), probe);
      throw err;
    }
  }

  /** True when this call is the half-open probe; throws when the circuit refuses the call. */
  private admit(): boolean {
    if (this.openedAt === null) return false;
    if (this.probing || this.coolDownLeftMs() > 0) {
      throw new CircuitOpenError(this.provider, Math.max(1, Math.ceil((this.probing ? this.coolDownMs : this.coolDownLeftMs()) / 1000)));
    }
    this.probing = true;
    return true;
  }

  private record(healthy: boolean, probe: boolean): void {
    if (probe) this.probing = false;
    if (healthy) {
      this.failures = 0;
      this.openedAt = null;
      return;
    }
    this.failures++;
    // A failed probe re-opens at once; a closed circuit opens at the threshold.
    if (probe || this.failures >= this.threshold) this.openedAt = this.now();
  }

  private coolDownLeftMs(): number {
    return this.openedAt === null ? 0 : Math.max(0, this.openedAt + this.coolDownMs - this.now());
  }
}
