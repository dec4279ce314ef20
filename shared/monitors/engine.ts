/**
 * What the monitor engine runs on: its bindings, the queue's task messages, and the bounded retry
 * budgets. Every task carries `now`, the engine time of whoever enqueued it (the cron's
 * `scheduledTime`, or the API request's clock), so schedules advance by scheduled time in tests.
 */
import type { CreditNamespace } from "../billing";
import type { Detector, DetectorName } from "../detectors/types";
import { type Resolver, SafeFetchError, type SafeResponse, safeFetch, safeFetchDefaults, type SourceExclusionEnv, sourceExclusionHook } from "../net";

export type MonitorTask =
  | { kind: "run"; monitorId: string; slot: number; now: number }
  /** A "check now" run its request queued as a `monitor_runs` row (docs/monitors.md#check-now). */
  | { kind: "manual_run"; monitorId: string; runId: string; now: number }
  | { kind: "init"; monitorId: string; now: number }
  | { kind: "sync"; monitorId: string; now: number }
  | { kind: "deliver"; deliveryId: string; now: number }
  /** A watch's scheduled run (docs/watches.md), keyed like a monitor run by `watchId:slot`. */
  | { kind: "watch_run"; watchId: string; slot: number; now: number };

/** `SOURCE_EXCLUSIONS`: the operators' source exclusion list, checked before every page fetch. */
export interface MonitorEngineEnv extends SourceExclusionEnv {
  DB: D1Database;
  MONITOR_TASKS: Queue<MonitorTask>;
  /** R2 bucket of run snapshots and manifests (the evidence `repository`). */
  SNAPSHOTS: R2Bucket;
  CREDITS: CreditNamespace;
  SVC_HARNESS?: string;
}

/** What a consumer may swap in tests: the detectors, DNS and the outbound fetch. */
export interface EngineDeps {
  detectors: Record<DetectorName, Detector<unknown>>;
  resolver?: Resolver;
  fetch?: typeof fetch;
}

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** docs/contract.md#monitors: delay before attempt n (1-based) counted from the attempt before it; 8 in all. */
export const DELIVERY_DELAYS_MS = [0, 5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR] as const;
export const MAX_DELIVERY_ATTEMPTS = DELIVERY_DELAYS_MS.length;

/** Initialization and reconciliation: attempt n failing is retried after BACKOFF[n-1]; the budget is its length + 1. */
export const ENGINE_BACKOFF_MS = [1 * MINUTE, 5 * MINUTE, 15 * MINUTE, 1 * HOUR] as const;
export const ENGINE_ATTEMPT_BUDGET = ENGINE_BACKOFF_MS.length + 1;

/** A claimed task not finished within this time is taken again by the next tick (a crashed consumer). */
export const TASK_LEASE_MS = 10 * MINUTE;

/**
 * A monitor or watch run still `running` this long after the tick that handed out its slot died
 * (eviction, CPU limit, deploy): the next tick finishes it `failed` and refunds its charge, so
 * DECISIONS §7's 15 minutes hold with the minute cron. Well above a run's own bounds (a monitor
 * run is one 20 s fetch; a watch run at most ~19), and inside the CreditAccount's refund window.
 */
export const RUN_LEASE_MS = 10 * MINUTE;

/** Fetch bounds: the monitored page, and a webhook answer (read only to be discarded). */
export const PAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PAGE_TIMEOUT_MS = 20 * SECOND;
export const WEBHOOK_MAX_BYTES = 64 * 1024;
export const WEBHOOK_TIMEOUT_MS = 10 * SECOND;
export const WEBHOOK_MAX_REDIRECTS = 3;

/** Queue sends go in chunks of at most this many messages (the Queues batch limit). */
export const SEND_CHUNK = 100;

export async function enqueue(queue: Queue<MonitorTask>, tasks: MonitorTask[], delaySeconds?: number): Promise<void> {
  for (let i = 0; i < tasks.length; i += SEND_CHUNK) {
    await queue.sendBatch(tasks.slice(i, i + SEND_CHUNK).map((body) => ({ body, contentType: "json" as const, delaySeconds })));
  }
}

/**
 * A watched page (a monitor's URL, a watch's topic page) through the one safe fetcher, within the
 * page bounds; a non-2xx answer is a SafeFetchError like a failed connection. An excluded source
 * (the page or a redirect) is not fetched: a SafeFetchError `source_excluded`, so a monitor run
 * ends `fetch_failed` and refunded, and a watch's page counts as not read (docs/monitors.md).
 */
export async function fetchWatchedPage(env: SourceExclusionEnv, deps: Pick<EngineDeps, "resolver" | "fetch">, url: string): Promise<SafeResponse> {
  const res = await safeFetch(url, {
    beforeHop: watchedHop(env),
    maxBytes: PAGE_MAX_BYTES,
    timeoutMs: PAGE_TIMEOUT_MS,
    headers: { Accept: "text/html,application/xhtml+xml;q=0.9,application/xml;q=0.8,*/*;q=0.5" },
    resolver: deps.resolver,
    fetch: deps.fetch,
    ...safeFetchDefaults(env),
  });
  if (res.status < 200 || res.status >= 300) throw new SafeFetchError("connection_failed", `page answered HTTP ${res.status}`);
  return res;
}

/** The exclusion check of every hop; a list that cannot be read fails the fetch too (fail closed), as a fetch failure. */
function watchedHop(env: SourceExclusionEnv): (url: URL, hop: number) => Promise<void> {
  const check = sourceExclusionHook(env);
  return async (url, hop) => {
    try {
      await check(url, hop);
    } catch (err) {
      if (err instanceof SafeFetchError) throw err;
      throw new SafeFetchError("connection_failed", "the source exclusion list is unavailable", String(err), err);
    }
  };
}
