// Types for TypeScript callers (e.g. a vitest globalSetup) of upstream-server.mjs.
export type UpstreamName = "hn_firebase" | "hn_algolia" | "itunes" | "appstore_rss" | "youtube" | "social" | "social_timeline";
export type FakeMode = "fail" | "down" | "slow" | "ratelimit" | "notfound" | "ok";

export interface FakeModeOptions {
  /** `slow`: delay before answering (default 1000). */
  delay_ms?: number;
  /** `ratelimit`: Retry-After seconds (default 30). */
  retry_after?: number;
  /** Apply to this many requests only, then clear. */
  times?: number;
}

export interface FakeHits {
  total: number;
  unhandled: number;
  by_upstream: Partial<Record<UpstreamName, number>>;
  by_path: Record<string, number>;
  /** Keyed by path plus query string, exactly as requested. */
  by_url: Record<string, number>;
  unhandled_paths: string[];
}

export interface FakeUpstream {
  url: string;
  port: number;
  hits(): FakeHits;
  reset(what?: { hits?: boolean; modes?: boolean }): void;
  /** `target` is an upstream name or a path prefix starting with "/". */
  setMode(target: UpstreamName | `/${string}`, mode: FakeMode, options?: FakeModeOptions): void;
  env(): Record<
    "SVC_UPSTREAM_HN_FIREBASE" | "SVC_UPSTREAM_HN_ALGOLIA" | "SVC_UPSTREAM_ITUNES" | "SVC_UPSTREAM_APPSTORE_RSS" | "SVC_UPSTREAM_YOUTUBE" | "SVC_UPSTREAM_SOCIAL" | "SVC_UPSTREAM_SOCIAL_TIMELINE" | "SVC_UPSTREAM_STRIPE",
    string
  >;
  close(): Promise<void>;
}

export const UPSTREAM_NAMES: readonly UpstreamName[];
/** `stripeWebhookUrl`: where the fake Stripe sends its signed webhooks (default the local platform's endpoint). */
export function startFakeUpstream(options?: { port?: number; host?: string; fixturesDir?: string; stripeWebhookUrl?: string }): Promise<FakeUpstream>;
