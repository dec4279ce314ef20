/**
 * The watch state rules (docs/watches.md): status, requested vs effective frequency, topic
 * intervals and the coverage state machine. Pure functions of the stored values, so the routes,
 * the engine and the tests apply the very same rules.
 */
import type { CoverageState, WatchFrequency, WatchStatus, WatchTopic } from "../contract/watches.records";

/** Runs in a row in which no topic could be read before coverage is `failed`. */
export const FAILED_AFTER_RUNS = 3;

/** While coverage is `failed` the engine backs off to one run a day, whatever was requested. */
export const FAILED_BACKOFF_FREQUENCY: WatchFrequency = "24h";

export const DEFAULT_FREQUENCY: WatchFrequency = "24h";

/** What the engine actually runs: nothing unless active; the daily back-off while failed. */
export function effectiveFrequency(status: WatchStatus, requested: WatchFrequency, coverage: CoverageState): WatchFrequency | null {
  if (status !== "active") return null;
  return coverage === "failed" ? FAILED_BACKOFF_FREQUENCY : requested;
}

export interface TopicInterval {
  topic: WatchTopic;
  enabled_at: number;
  disabled_at: number | null;
}

/** Closes the open interval of each removed topic and opens one for each added topic, at `now`. */
export function applyTopics(intervals: readonly TopicInterval[], topics: readonly WatchTopic[], now: number): TopicInterval[] {
  const wanted = new Set(topics);
  const next = intervals.map((i) => (i.disabled_at === null && !wanted.has(i.topic) ? { ...i, disabled_at: now } : i));
  const open = new Set(next.filter((i) => i.disabled_at === null).map((i) => i.topic));
  for (const topic of topics) if (!open.has(topic)) next.push({ topic, enabled_at: now, disabled_at: null });
  return next;
}

export interface CoverageInput {
  state: CoverageState;
  failedRunStreak: number;
  /** Enabled topics whose pages were fetched and read in this run, and those that were not. */
  topicsRead: number;
  topicsFailed: number;
}

/**
 * One run's effect on coverage. All topics read → healthy; some → degraded; none → the streak
 * grows, and at FAILED_AFTER_RUNS the watch is failed (before that it keeps its state, except that
 * a healthy watch becomes degraded). A run that read anything resets the streak.
 */
export function nextCoverage(c: CoverageInput): { state: CoverageState; failedRunStreak: number } {
  if (c.topicsRead > 0) return { state: c.topicsFailed === 0 ? "healthy" : "degraded", failedRunStreak: 0 };
  const streak = c.failedRunStreak + 1;
  if (streak >= FAILED_AFTER_RUNS) return { state: "failed", failedRunStreak: streak };
  return { state: c.state === "healthy" ? "degraded" : c.state, failedRunStreak: streak };
}
