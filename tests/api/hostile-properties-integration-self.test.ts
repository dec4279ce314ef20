/**
 * Property-based: hostile paths, queries, headers and bodies for every route of the api host's
 * /openapi.json, with and without a valid key. Never a 500; every error is the error envelope.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../workers/api/src/index";
import { checkEveryRoute, type OpenApiDocument } from "../support/hostile-requests";
import { seedKey } from "./seed";

const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
// Generous windows, so the property reaches validation and handlers instead of only the limiter.
const roomy = { ...env, SVC_LIMIT_KEY_PER_MIN: "1000000", SVC_LIMIT_ORG_PER_MIN: "1000000" } as never;

describe("api host under hostile input (fast-check)", () => {
  it("never answers 500, and every error is the envelope, for every documented route", async () => {
    const { key } = await seedKey({ creditsMicro: 100_000_000 });
    const send = ({ url, init }: { url: string; init: RequestInit }) => Promise.resolve(worker.fetch(new Request(url, init), roomy, ctx));
    const doc = (await (await send({ url: "http://api.test/openapi.json", init: {} })).json()) as OpenApiDocument;
    const routes = await checkEveryRoute(doc, send, { origin: "http://api.test", keys: [key], runs: 25 });
    expect(routes).toBeGreaterThan(30);
  }, 180_000);
});
