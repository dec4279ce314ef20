/**
 * Helpers of the providers tier: the provider apps (news, apps, video, social) built with an injected clock and no backoff
 * wait, the fake upstream's control API, and response checks that validate every body strictly
 * against the schema /openapi.json documents for it.
 */
import { env, reset } from "cloudflare:test";
import type { z } from "@hono/zod-openapi";
import { expect, inject } from "vitest";
import type { ProviderRouteSpec } from "@shared/contract/provider-route";
import { ErrorResponseSchema } from "@shared/http/envelope";
import type { ProviderOptions } from "@shared/provider";
import { createAppsApp } from "../../workers/apps/src/apps.app";
import { createNewsApp } from "../../workers/news/src/news.app";
import { createSocialApp } from "../../workers/social/src/social.app";
import { createVideoApp } from "../../workers/video/src/video.app";
import type { FakeHits, FakeMode, FakeModeOptions, UpstreamName } from "../fakes/upstream-server.mjs";

export const T0 = Date.parse("2026-03-01T12:00:00Z");

/** A clock tests move by hand. */
export function testClock(start = T0) {
  const clock = { t: start, now: () => clock.t, advance: (ms: number) => void (clock.t += ms) };
  return clock;
}

type AnyApp = { request: (path: string, init: RequestInit, bindings: Cloudflare.Env) => Response | Promise<Response> };

const APPS = { news: createNewsApp, apps: createAppsApp, video: createVideoApp, social: createSocialApp } as const;
export type ProviderKind = keyof typeof APPS;

/** A provider app with its own circuit breaker, the test clock, and backoff that does not wait. */
export function providerApp(kind: ProviderKind, clock = testClock(), options: ProviderOptions = {}) {
  const app: AnyApp = APPS[kind]({ now: clock.now, upstream: { sleep: async () => {} }, ...options });
  const request = (path: string, init: RequestInit = {}) => Promise.resolve(app.request(`http://${kind}.internal${path}`, init, env));
  return { clock, request, get: (path: string, headers: Record<string, string> = {}) => request(path, { headers }) };
}

/** The fake upstream's control API (tests/fakes/upstream-server.mjs). */
export const fake = {
  url: () => inject("upstreamUrl"),
  async control(path: string, body?: unknown): Promise<unknown> {
    const res = await fetch(`${inject("upstreamUrl")}/__control${path}`, body === undefined ? {} : { method: "POST", body: JSON.stringify(body) });
    expect(res.status, `fake upstream control ${path}`).toBe(200);
    return res.json();
  },
  setMode: (target: UpstreamName | `/${string}`, mode: FakeMode, options: FakeModeOptions = {}) => fake.control("/mode", { target, mode, ...options }),
  /** Sets `mode` on every upstream a provider uses. */
  async breakAll(upstreams: readonly UpstreamName[], mode: FakeMode, options: FakeModeOptions = {}) {
    for (const u of upstreams) await fake.setMode(u, mode, options);
  },
  reset: () => fake.control("/reset", {}),
  hits: async () => (await fake.control("/hits")) as FakeHits,
};

export const NEWS_UPSTREAMS = ["hn_firebase", "hn_algolia"] as const;
export const APPS_UPSTREAMS = ["itunes", "appstore_rss"] as const;
export const VIDEO_UPSTREAMS = ["youtube"] as const;
export const SOCIAL_UPSTREAMS = ["social", "social_timeline"] as const;

/** Clean slate: no cached copies, no failure modes, zero hit counters. */
export async function freshWorld() {
  await reset();
  await fake.reset();
}

/** The body of a 200, checked strictly against the route's documented response schema. */
export async function expectData<T = unknown>(res: Response, spec: ProviderRouteSpec | { route: ProviderRouteSpec["route"] }): Promise<{ data: T; meta: Record<string, unknown> }> {
  const body = await res.json();
  expect(res.status, JSON.stringify(body).slice(0, 400)).toBe(200);
  const schema = (spec.route.responses[200] as { content: { "application/json": { schema: z.ZodType } } }).content["application/json"].schema;
  const parsed = schema.safeParse(body);
  expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
  return body as { data: T; meta: Record<string, unknown> };
}

/** An error answer: status, code, and the strict error envelope. */
export async function expectError(res: Response, status: number, code: string): Promise<{ message: string; request_id: string }> {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(ErrorResponseSchema.safeParse(body).success, JSON.stringify(body)).toBe(true);
  const error = (body as { error: { code: string; message: string; request_id: string } }).error;
  expect(error.code).toBe(code);
  return error;
}

export const FRESH_MS = 60_000;
